// Route table (spec section 2).
import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '../components/ui/NotFoundPage';
import { AdminCompaniesPage } from '../features/admin/components/AdminCompaniesPage';
import { AdminLoginPage } from '../features/admin/components/AdminLoginPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LegalPage } from '../features/auth/components/LegalPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { LogoutPage } from '../features/auth/components/LogoutPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { ExpiredPage } from '../features/company/components/ExpiredPage';
import { SetupAccountPage } from '../features/company/components/SetupAccountPage';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { EntriesPage } from '../features/entries/components/EntriesPage';
import { PartiesPage } from '../features/parties/components/PartiesPage';
import { PartyDetailPage } from '../features/party-detail/components/PartyDetailPage';
import { ProductsPage } from '../features/products/components/ProductsPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { AppLayout } from './AppLayout';
import { RequireActiveCompany, RequireAdmin, RequireExpiredCompany, RequireNoCompany } from './guards';

export const router = createBrowserRouter([
  {
    element: <RequireActiveCompany />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/product', element: <ProductsPage /> },
          { path: '/party', element: <PartiesPage /> },
          { path: '/party/:id', element: <PartyDetailPage /> },
          { path: '/entries', element: <EntriesPage /> },
          { path: '/settings', element: <SettingsPage /> },
        ],
      },
    ],
  },
  { path: '/login', element: <LoginPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/terms', element: <LegalPage kind="terms" /> },
  { path: '/privacyPolicy', element: <LegalPage kind="privacy" /> },
  { element: <RequireNoCompany />, children: [{ path: '/company', element: <SetupAccountPage /> }] },
  { element: <RequireExpiredCompany />, children: [{ path: '/company/expired', element: <ExpiredPage /> }] },
  { path: '/admin/login', element: <AdminLoginPage /> },
  { element: <RequireAdmin />, children: [{ path: '/admin/companies', element: <AdminCompaniesPage /> }] },
  { path: '*', element: <NotFoundPage /> },
]);
