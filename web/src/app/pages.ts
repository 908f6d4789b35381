// Route screens load on demand, each its own chunk; a route's loader starts its chunk as soon as the
// route matches (see route-loaders.ts), and React.lazy reuses the same module when it renders.
import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

function named<M, K extends keyof M>(load: () => Promise<M>, key: K): Loader {
  return () => load().then((module) => ({ default: module[key] as ComponentType }));
}

/**
 * A screen past the first ones (login, dashboard): its chunk with the rest of Mantine's styles
 * (mantine-styles-more.ts), fetched together; the screen renders once both are in.
 */
function withMoreStyles(load: Loader): Loader {
  return () => Promise.all([import('./mantine-styles-more'), load()]).then(([, module]) => module);
}

const screens = {
  dashboard: named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'),
  products: named(() => import('../features/products/components/ProductsPage'), 'ProductsPage'),
  parties: named(() => import('../features/parties/components/PartiesPage'), 'PartiesPage'),
  party: () => import('../features/party-detail/components/PartyDetailScreen'),
  entries: () => import('../features/entries/components/EntriesScreen'),
  settings: named(() => import('../features/settings/components/SettingsPage'), 'SettingsPage'),
  activity: named(() => import('../features/audit/components/ActivityPage'), 'ActivityPage'),
  switchCompany: named(() => import('../features/company/components/SwitchCompanyPage'), 'SwitchCompanyPage'),
  login: named(() => import('../features/auth/components/LoginPage'), 'LoginPage'),
  logout: named(() => import('../features/auth/components/LogoutPage'), 'LogoutPage'),
  register: named(() => import('../features/auth/components/RegisterPage'), 'RegisterPage'),
  forgotPassword: named(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage'),
  legal: named(() => import('../features/auth/components/LegalPage'), 'LegalPage'),
  setupAccount: named(() => import('../features/company/components/SetupAccountPage'), 'SetupAccountPage'),
  expired: named(() => import('../features/company/components/ExpiredPage'), 'ExpiredPage'),
  adminLogin: named(() => import('../features/admin/components/AdminLoginPage'), 'AdminLoginPage'),
  adminCompanies: named(() => import('../features/admin/components/AdminCompaniesPage'), 'AdminCompaniesPage'),
  sharedStatement: named(() => import('../features/sharing/components/PublicStatementPage'), 'PublicStatementPage'),
  reminders: named(() => import('../features/reminders/components/RemindersPage'), 'RemindersPage'),
  partyLedger: named(() => import('../features/party-ledger/components/PartyLedgerPage'), 'PartyLedgerPage'),
  reports: named(() => import('../features/gst/components/ReportsPage'), 'ReportsPage'),
  scan: named(() => import('../features/gate/components/ScanPage'), 'ScanPage'),
  gate: named(() => import('../features/gate/components/GatePage'), 'GatePage'),
  notFound: named(() => import('../components/ui/NotFoundPage'), 'NotFoundPage'),
} satisfies Record<string, Loader>;

export type PageName = keyof typeof screens;

/** The first screens draw only what the first stylesheet styles (mantine-styles.ts). */
const FIRST: PageName[] = ['login', 'dashboard'];

export const loaders = Object.fromEntries(
  Object.entries(screens).map(([name, load]) => [name, FIRST.includes(name as PageName) ? load : withMoreStyles(load)]),
) as Record<PageName, Loader>;

export const pages = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as unknown as Record<
  PageName,
  ComponentType<Record<string, unknown>>
>;
