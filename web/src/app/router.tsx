// Route table (spec section 2). Every screen is its own chunk (see pages.ts); its route's loader
// starts the chunk and the screen's first reads (see route-loaders.ts).
//
// React Router's declarative mode (useRoutes), not its data router: the data router's code is 16 KB gzip more on
// every screen's first load (92 KB minified against 39), and our loaders only start work and return at once, so
// the loads are run here: for the page's URL as this module is evaluated (before the first render, as
// createBrowserRouter ran them) and for each new path the app goes to (useRouteLoads, in AppRoutes).
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import { TableSkeleton } from '../components/ui/TableSkeleton';
import { AppLayout } from './AppLayout';
import { SignedOutShell } from './BootShell';
import { RequireActiveCompany, RequireAdmin, RequireExpiredCompany, RequireNoCompany } from './guards';
import { inNextTask } from '../lib/next-task';
import type { PageName } from './pages';
import { ScreenOf } from './ScreenOf';
import { dashboardReads, entriesReads, partiesReads, partyReads, reportsReads, screenLoader, sharedStatementReads, type Load, type Reads } from './route-loaders';

/** A route with the load its screen starts on entering it (kept in `handle`, which useRoutes leaves alone). */
type LoadedRoute = RouteObject & { handle?: { load: Load } };

/** A screen's route: `fallback` while the screen's chunk loads (ScreenOf), then the screen. */
function screen(
  page: PageName,
  fallback: ReactNode,
  { reads, signedOut, props, shell }: { reads?: Reads; signedOut?: boolean; props?: Record<string, unknown>; shell?: boolean } = {},
): LoadedRoute {
  return {
    // Keyed by the screen: another route's screen at the same place starts as its own.
    element: <ScreenOf key={page} page={page} fallback={fallback} props={props} />,
    handle: { load: screenLoader(page, reads, signedOut, shell) },
  };
}

/** Inside the signed-in shell: placeholder rows while the screen's chunk loads. */
const inShell = (page: PageName, reads?: Reads) => screen(page, <TableSkeleton rows={8} />, { reads, shell: true });
/** Full-page screens. */
const full = (page: PageName, props?: Record<string, unknown>) => screen(page, <PageLoader />, { props });
/** A signed-out screen in AuthCard (at one of AUTH_SHELL_PATHS): its shell (the logo over an empty card) while its chunk loads, as index.html drew it. */
const authScreen = (page: PageName) => screen(page, <SignedOutShell />);

const routes: LoadedRoute[] = [
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
          { path: '/reminders', ...inShell('reminders') },
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
];

/** Starts the loads of the screen at `location` (its chunk and first reads; each returns at once). */
function startLoads(location: Pick<Location, 'pathname' | 'search'>): void {
  const url = new URL(location.pathname + location.search, window.location.origin);
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route as LoadedRoute).handle?.load({ params: match.params, url });
  }
}

// The page's own URL: its screen's chunk and reads start right after the first bundle's evaluation, each in a task of
// its own (lib/next-task.ts, route-loaders.ts), before React's first render.
void inNextTask(() => startLoads(window.location));

/**
 * The loads run again only for another path: not when the party page writes its month, tab or sub-party into
 * the URL (its screen reads what it lacks), nor when a link to the current page is clicked (the screen's
 * queries keep their data fresh).
 */
function useRouteLoads(): void {
  const location = useLocation();
  const loaded = useRef(window.location.pathname);
  useLayoutEffect(() => {
    if (location.pathname === loaded.current) return;
    loaded.current = location.pathname;
    startLoads(location);
  }, [location]);
}

/** The screen at the current URL (inside BrowserRouter). */
export function AppRoutes() {
  useRouteLoads();
  return useRoutes(routes);
}
