// Route table (spec section 2). Every screen is its own chunk (see pages.ts); its route's loader
// starts the chunk and the screen's first reads (see route-loaders.ts).
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import { TableSkeleton } from '../components/ui/TableSkeleton';
import { AppLayout } from './AppLayout';
import { SignedOutShell } from './BootShell';
import { RequireActiveCompany, RequireAdmin, RequireExpiredCompany, RequireNoCompany } from './guards';
import { pages, type PageName } from './pages';
import { dashboardReads, entriesReads, onPathChange, partiesReads, partyReads, reportsReads, screenLoader, sharedStatementReads, type Reads } from './route-loaders';

/** A screen's route: the lazy screen under `fallback` while its chunk loads (and while its loader first runs). */
function screen(
  page: PageName,
  fallback: ReactNode,
  { reads, signedOut, props, shell }: { reads?: Reads; signedOut?: boolean; props?: Record<string, unknown>; shell?: boolean } = {},
): RouteObject {
  const Screen = pages[page];
  return {
    element: (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    ),
    hydrateFallbackElement: fallback,
    loader: screenLoader(page, reads, signedOut, shell),
    shouldRevalidate: onPathChange,
  };
}

/** Inside the signed-in shell: placeholder rows while the screen's chunk loads. */
const inShell = (page: PageName, reads?: Reads) => screen(page, <TableSkeleton rows={8} />, { reads, shell: true });
/** Full-page screens. */
const full = (page: PageName, props?: Record<string, unknown>) => screen(page, <PageLoader />, { props });
/** A signed-out screen in AuthCard (at one of AUTH_SHELL_PATHS): its shell (the logo over an empty card) while its chunk loads, as index.html drew it. */
const authScreen = (page: PageName) => screen(page, <SignedOutShell />);

export const router = createBrowserRouter([
  {
    element: <RequireActiveCompany />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', ...inShell('dashboard', dashboardReads) },
          { path: '/product', ...inShell('products') },
          { path: '/party', ...inShell('parties', partiesReads) },
          { path: '/party/:id', ...inShell('party', partyReads) },
          { path: '/party/:id/ledger', ...inShell('partyLedger') },
          { path: '/entries', ...inShell('entries', entriesReads) },
          { path: '/settings', ...inShell('settings') },
          { path: '/activity', ...inShell('activity') },
          { path: '/scan', ...inShell('scan') },
          { path: '/gate', ...inShell('gate') },
          { path: '/reports', ...inShell('reports', reportsReads) },
          { path: '/companies', ...inShell('switchCompany') },
        ],
      },
    ],
  },
  // A shared statement: no account, no session.
  { path: '/s/:token', ...screen('sharedStatement', <PageLoader />, { reads: sharedStatementReads, signedOut: true }) },
  { path: '/login', ...authScreen('login') },
  { path: '/logout', ...full('logout') },
  { path: '/register', ...authScreen('register') },
  { path: '/forgot-password', ...authScreen('forgotPassword') },
  { path: '/terms', ...full('legal', { kind: 'terms' }) },
  { path: '/privacyPolicy', ...full('legal', { kind: 'privacy' }) },
  { element: <RequireNoCompany />, children: [{ path: '/company', ...full('setupAccount') }] },
  { element: <RequireExpiredCompany />, children: [{ path: '/company/expired', ...full('expired') }] },
  { path: '/admin/login', ...authScreen('adminLogin') },
  { element: <RequireAdmin />, children: [{ path: '/admin/companies', ...full('adminCompanies') }] },
  { path: '*', ...full('notFound') },
]);
