// Route screens load on demand; main.tsx starts the current page's chunk at once so it downloads in
// parallel with the session request instead of after it.
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

function named<M, K extends keyof M>(load: () => Promise<M>, key: K): Loader {
  return () => load().then((module) => ({ default: module[key] as ComponentType }));
}

export const loaders = {
  dashboard: named(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage'),
  products: named(() => import('../features/products/components/ProductsPage'), 'ProductsPage'),
  parties: named(() => import('../features/parties/components/PartiesPage'), 'PartiesPage'),
  party: () => import('../features/party-detail/components/PartyDetailScreen'),
  entries: () => import('../features/entries/components/EntriesScreen'),
  settings: named(() => import('../features/settings/components/SettingsPage'), 'SettingsPage'),
  login: named(() => import('../features/auth/components/LoginPage'), 'LoginPage'),
  logout: named(() => import('../features/auth/components/LogoutPage'), 'LogoutPage'),
  register: named(() => import('../features/auth/components/RegisterPage'), 'RegisterPage'),
  forgotPassword: named(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage'),
  legal: named(() => import('../features/auth/components/LegalPage'), 'LegalPage'),
  setupAccount: named(() => import('../features/company/components/SetupAccountPage'), 'SetupAccountPage'),
  expired: named(() => import('../features/company/components/ExpiredPage'), 'ExpiredPage'),
  adminLogin: named(() => import('../features/admin/components/AdminLoginPage'), 'AdminLoginPage'),
  adminCompanies: named(() => import('../features/admin/components/AdminCompaniesPage'), 'AdminCompaniesPage'),
  notFound: named(() => import('../components/ui/NotFoundPage'), 'NotFoundPage'),
} satisfies Record<string, Loader>;

export type PageName = keyof typeof loaders;

export const pages = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as unknown as Record<
  PageName,
  ComponentType<Record<string, unknown>>
>;

/** Which page a path shows (the signed-in ones; others load when rendered). */
export function pageFor(pathname: string): PageName | null {
  if (pathname === '/') return 'dashboard';
  if (pathname === '/product') return 'products';
  if (pathname === '/party') return 'parties';
  if (/^\/party\/[^/]+$/.test(pathname)) return 'party';
  if (pathname === '/entries') return 'entries';
  if (pathname === '/settings') return 'settings';
  if (pathname === '/login') return 'login';
  return null;
}

/** A screen module may export `prefetchPage` to start its data requests as soon as its chunk arrives. */
type Prefetch = (queryClient: QueryClient, pathname: string) => void;
const prefetchers: Partial<Record<PageName, () => Promise<{ prefetchPage: Prefetch }>>> = {
  dashboard: () => import('../features/dashboard/components/DashboardPage'),
  party: () => import('../features/party-detail/components/PartyDetailScreen'),
};

/**
 * Starts downloading the page's chunk (React.lazy later reuses the same module promise) and, for a
 * signed-in user, the page's data, instead of waiting for the session check and the first render.
 */
export function preloadPage(pathname: string, queryClient: QueryClient | null): void {
  const name = pageFor(pathname);
  if (!name) return;
  void loaders[name]().catch(() => {});
  const prefetch = prefetchers[name];
  if (prefetch && queryClient) {
    prefetch()
      .then((module) => module.prefetchPage(queryClient, pathname))
      .catch(() => {});
  }
}
