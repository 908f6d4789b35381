// Signed-in shell: a skip link to the main content (the first Tab stop), header with the logo, sidebar
// with the company name and the destinations. A gate clerk's menu holds only the gate's screens, and any other
// path takes them to /gate (docs/gate.md "The gate clerk": the server refuses them the rest anyway).
import { Suspense, lazy, useState } from 'react';
import { Badge, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBox,
  IconBrandWhatsapp,
  IconBuildingSkyscraper,
  IconDoorEnter,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconSettings,
  IconQrcode,
  IconUsers,
  type Icon, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import type { en } from '../i18n/en';
import { GradientLogo } from '../components/ui/GradientLogo';
import { useSelf } from '../features/session/api/get-self';
import { useOpenCompanies } from '../features/company/api/open-companies';
import { useHistoryTarget } from '../lib/history-store';
import { ReadOnlyProvider } from '../components/ui/ReadOnly';
import { SkipLink } from '../components/ui/SkipLink';
import { useAfterFirstScreen } from '../lib/first-screen';
import '../i18n/en/common';
import '../i18n/en/nav';
import { useFirstArrivalDeferred } from '../lib/first-arrival';
import classes from './AppLayout.module.css';

/** The main content's id: the skip link's target. */
const MAIN = 'main-content';

interface Destination {
  /** Its name in the catalogue (i18n/en/nav.ts). */
  label: NavKey;
  to: string;
  icon: Icon;
}

const DESTINATIONS: Destination[] = [
  { label: 'dashboard', to: '/', icon: IconLayoutDashboard },
  { label: 'products', to: '/product', icon: IconBox },
  { label: 'parties', to: '/party', icon: IconUsers },
  { label: 'reminders', to: '/reminders', icon: IconBrandWhatsapp },
  { label: 'entries', to: '/entries', icon: IconListDetails },
  { label: 'scan', to: '/scan', icon: IconQrcode },
  { label: 'activity', to: '/activity', icon: IconHistory },
  { label: 'reports', to: '/reports', icon: IconReportAnalytics },
  { label: 'settings', to: '/settings', icon: IconSettings },
  { label: 'switchCompany', to: '/companies', icon: IconBuildingSkyscraper },
  { label: 'logout', to: '/logout', icon: IconLogout },
];

/** A gate clerk's destinations, in their menu's order. */
const CLERK_DESTINATIONS: Destination[] = [
  { label: 'gate', to: '/gate', icon: IconDoorEnter },
  ...DESTINATIONS.filter((d) => ['/scan', '/settings', '/companies', '/logout'].includes(d.to)),
];

type NavKey = keyof typeof en.nav;

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const self = useSelf();
  const companyName = self.data?.company?.name ?? '';
  const accountant = self.data?.role === 'accountant';
  const clerk = self.data?.role === 'clerk';
  const { pathname } = useLocation();
  // The owner writes, and a gate clerk adds slips (the screens they reach offer nothing else): a session whose
  // company has just gone (role null) offers no add or edit either.
  const readOnly = self.data?.role !== 'owner' && !clerk;
  if (clerk && !CLERK_DESTINATIONS.some((d) => isActive(pathname, d.to))) return <Navigate to="/gate" replace />;

  // The layout is our own (AppLayout.module.css), not Mantine's AppShell: that and the scroll lock it brings were
  // about 9 KB of every screen's first script (docs/performance.md).
  return (
    <ReadOnlyProvider readOnly={readOnly}>
      <SkipLink target={MAIN} />
      <header className={classes.header}>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t('common.closeNavigation') : t('common.openNavigation')}
          />
          <GradientLogo />
          {accountant && (
            <Badge size="sm" variant="filled" color="teal.9" hiddenFrom="sm" ml="auto">
              {t('common.readOnly')}
            </Badge>
          )}
        </Group>
      </header>
      <nav className={classes.navbar} data-opened={opened || undefined} aria-label={t('common.mainNavigation')}>
        <Stack gap={0} px="sm" pb="sm">
          <Text size="xs" c="dimmed">
            {t('common.company')}
          </Text>
          <Text fw={600} truncate data-testid="company-name">
            {companyName}
          </Text>
          {accountant && (
            <Badge size="sm" variant="filled" color="teal.9" mt={4} data-testid="read-only-badge">
              {t('common.accountantReadOnly')}
            </Badge>
          )}
          {clerk && (
            <Badge size="sm" variant="filled" color="teal.9" mt={4} data-testid="clerk-badge">
              {t('common.gateClerk')}
            </Badge>
          )}
        </Stack>
        <div className={classes.links}>
          <Destinations accountant={accountant} clerk={clerk} onNavigate={close} />
        </div>
      </nav>
      <main id={MAIN} tabIndex={-1} className={classes.main}>
        <LazyOfflineKit />
        <Outlet />
        <LazyHistoryHost />
      </main>
    </ReadOnlyProvider>
  );
}

/**
 * The menu's destinations. Switching is offered to whoever has another company to open: accountants always,
 * owners once shared with. Its own component, so the list of companies arriving redraws the menu, not the shell.
 */
function Destinations({ accountant, clerk, onNavigate }: { accountant: boolean; clerk: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Their first arrival redraws the menu in the background (lib/first-arrival.ts), not in the answer's task.
  const openCompanies = useFirstArrivalDeferred(useOpenCompanies().data);
  const canSwitch = accountant || (openCompanies?.length ?? 0) > 1;
  return (clerk ? CLERK_DESTINATIONS : DESTINATIONS).filter((d) => d.to !== '/companies' || canSwitch).map(({ label, to, icon: DestinationIcon }) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={t(`nav.${label}`)}
      active={isActive(pathname, to)}
      aria-current={isActive(pathname, to) ? 'page' : undefined}
      leftSection={<DestinationIcon size={18} aria-hidden />}
      onClick={onNavigate}
    />
  ));
}

// The history drawer (and the audit feature it brings) is fetched the first time a row menu opens a
// history, not with the shell: it stays out of the first page load. Once loaded it stays mounted, so
// closing it animates.
const HistoryHost = lazy(() => import('../features/audit').then((m) => ({ default: m.HistoryHost })));

function LazyHistoryHost() {
  const target = useHistoryTarget();
  const [wanted, setWanted] = useState(false);
  if (target && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HistoryHost />
    </Suspense>
  );
}

// Working offline (the banner, the outbox's "Waiting to send" list and its sender, the reads kept for offline):
// its own chunk, fetched once the first screen is drawn (lib/first-screen.ts). At the first idle moment, or once no
// read was in flight, its scripts took the connections and the main thread the screen's own chunks were waiting for
// (issue 28).
const OfflineKit = lazy(() => import('../features/outbox').then((m) => ({ default: m.OfflineKit })));

function LazyOfflineKit() {
  return useAfterFirstScreen() ? (
    <Suspense fallback={null}>
      <OfflineKit />
    </Suspense>
  ) : null;
}
