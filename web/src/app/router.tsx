// Route table (spec section 2). Every screen is its own chunk (see pages.ts).
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader';
import { TableSkeleton } from '../components/ui/TableSkeleton';
import { AppLayout } from './AppLayout';
import { RequireActiveCompany, RequireAdmin, RequireExpiredCompany, RequireNoCompany } from './guards';
import { pages } from './pages';

const {
  dashboard: DashboardPage,
  products: ProductsPage,
  parties: PartiesPage,
  party: PartyDetailPage,
  entries: EntriesPage,
  settings: SettingsPage,
  login: LoginPage,
  logout: LogoutPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  legal: LegalPage,
  setupAccount: SetupAccountPage,
  expired: ExpiredPage,
  adminLogin: AdminLoginPage,
  adminCompanies: AdminCompaniesPage,
  notFound: NotFoundPage,
} = pages;

/** Inside the signed-in shell: placeholder rows while the screen's chunk loads. */
const inShell = (node: ReactNode) => <Suspense fallback={<TableSkeleton rows={8} />}>{node}</Suspense>;
/** Full-page screens. */
const full = (node: ReactNode) => <Suspense fallback={<PageLoader />}>{node}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <RequireActiveCompany />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: inShell(<DashboardPage />) },
          { path: '/product', element: inShell(<ProductsPage />) },
          { path: '/party', element: inShell(<PartiesPage />) },
          { path: '/party/:id', element: inShell(<PartyDetailPage />) },
          { path: '/entries', element: inShell(<EntriesPage />) },
          { path: '/settings', element: inShell(<SettingsPage />) },
        ],
      },
    ],
  },
  { path: '/login', element: full(<LoginPage />) },
  { path: '/logout', element: full(<LogoutPage />) },
  { path: '/register', element: full(<RegisterPage />) },
  { path: '/forgot-password', element: full(<ForgotPasswordPage />) },
  { path: '/terms', element: full(<LegalPage kind="terms" />) },
  { path: '/privacyPolicy', element: full(<LegalPage kind="privacy" />) },
  { element: <RequireNoCompany />, children: [{ path: '/company', element: full(<SetupAccountPage />) }] },
  { element: <RequireExpiredCompany />, children: [{ path: '/company/expired', element: full(<ExpiredPage />) }] },
  { path: '/admin/login', element: full(<AdminLoginPage />) },
  { element: <RequireAdmin />, children: [{ path: '/admin/companies', element: full(<AdminCompaniesPage />) }] },
  { path: '*', element: full(<NotFoundPage />) },
]);
