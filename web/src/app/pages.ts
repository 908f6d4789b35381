// Route screens load on demand, each its own chunk; a route's loader starts its chunk as soon as the
// route matches (see route-loaders.ts), and the route's element (router.tsx) draws the screen once it is in.
import type { ComponentType } from 'react';

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

const loaders = Object.fromEntries(
  Object.entries(screens).map(([name, load]) => [name, FIRST.includes(name as PageName) ? load : withMoreStyles(load)]),
) as Record<PageName, Loader>;

const screensIn = new Map<PageName, ComponentType<Record<string, unknown>>>();
const screensComing = new Map<PageName, Promise<ComponentType<Record<string, unknown>>>>();

/** The screen's component if its chunk is in (a later visit draws it at once). */
export const loadedScreen = (page: PageName): ComponentType<Record<string, unknown>> | undefined => screensIn.get(page);

/** The screen's component once its chunk is in: one load per screen, tried again after a failure. */
export function loadScreen(page: PageName): Promise<ComponentType<Record<string, unknown>>> {
  let coming = screensComing.get(page);
  if (!coming) {
    coming = loaders[page]().then(({ default: screen }) => {
      const component = screen as ComponentType<Record<string, unknown>>;
      screensIn.set(page, component);
      return component;
    });
    screensComing.set(page, coming);
    coming.catch(() => screensComing.delete(page));
  }
  return coming;
}
