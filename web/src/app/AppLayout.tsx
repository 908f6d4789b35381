// Signed-in shell: header with the logo, sidebar with the company name and the destinations.
import { AppShell, Badge, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBox,
  IconBuildingSkyscraper,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconSettings,
  IconUsers,
  type Icon, IconReportAnalytics } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { GradientLogo } from '../components/ui/GradientLogo';
import { useSelf } from '../features/session/api/get-self';
import { useOpenCompanies } from '../features/company/api/open-companies';
import { HistoryHost } from '../features/audit';
import { ReadOnlyProvider } from '../components/ui/ReadOnly';

interface Destination {
  label: string;
  to: string;
  icon: Icon;
}

const DESTINATIONS: Destination[] = [
  { label: 'Dashboard', to: '/', icon: IconLayoutDashboard },
  { label: 'Products', to: '/product', icon: IconBox },
  { label: 'Parties', to: '/party', icon: IconUsers },
  { label: 'Entries', to: '/entries', icon: IconListDetails },
  { label: 'Activity', to: '/activity', icon: IconHistory },
  { label: 'Reports', to: '/reports', icon: IconReportAnalytics },
  { label: 'Settings', to: '/settings', icon: IconSettings },
  { label: 'Switch company', to: '/companies', icon: IconBuildingSkyscraper },
  { label: 'Logout', to: '/logout', icon: IconLogout },
];

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const self = useSelf();
  const companyName = self.data?.company?.name ?? '';
  const accountant = self.data?.role === 'accountant';
  // Switching is offered to whoever has another company to open: accountants always, owners once shared with.
  const openCompanies = useOpenCompanies();
  const canSwitch = accountant || (openCompanies.data?.length ?? 0) > 1;
  const destinations = DESTINATIONS.filter((d) => d.to !== '/companies' || canSwitch);

  return (
    <ReadOnlyProvider readOnly={accountant}>
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
          />
          <GradientLogo />
          {accountant && (
            <Badge size="sm" variant="filled" color="teal.9" hiddenFrom="sm" ml="auto">
              Read-only
            </Badge>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <AppShell.Section>
          <Stack gap={0} px="sm" pb="sm">
            <Text size="xs" c="dimmed">
              Company
            </Text>
            <Text fw={600} truncate data-testid="company-name">
              {companyName}
            </Text>
            {accountant && (
              <Badge size="sm" variant="filled" color="teal.9" mt={4} data-testid="read-only-badge">
                Accountant · read-only
              </Badge>
            )}
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {destinations.map(({ label, to, icon: DestinationIcon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              active={isActive(pathname, to)}
              aria-current={isActive(pathname, to) ? 'page' : undefined}
              leftSection={<DestinationIcon size={18} aria-hidden />}
              onClick={close}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
        <HistoryHost />
      </AppShell.Main>
    </AppShell>
    </ReadOnlyProvider>
  );
}
