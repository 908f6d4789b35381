// Signed-in shell: header with the logo, sidebar with the company name and the destinations.
import { AppShell, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBox,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { GradientLogo } from '../components/ui/GradientLogo';
import { useSelf } from '../features/session/api/get-self';

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
  { label: 'Settings', to: '/settings', icon: IconSettings },
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

  return (
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
          </Stack>
        </AppShell.Section>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {DESTINATIONS.map(({ label, to, icon: DestinationIcon }) => (
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
      </AppShell.Main>
    </AppShell>
  );
}
