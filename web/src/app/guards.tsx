// Route guards (spec section 2): token, then company, then an active plan.
import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { BootShell } from './BootShell';
import { PageLoader } from '../components/ui/PageLoader';
import { errorMessage } from '../lib/form-errors';
import { getToken } from '../lib/session';
import { useFirstArrivalDeferred } from '../lib/first-arrival';
import { useSelf, type Self } from '../features/session/api/get-self';
import '../i18n/en/common';

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center">
        <Text c="red.8" role="alert">
          {errorMessage(error)}
        </Text>
        <Button onClick={retry}>{t('common.tryAgain')}</Button>
      </Stack>
    </Center>
  );
}

/**
 * Loads the session for a signed-in user and hands it to `render`; sends others to /login. The session's first
 * arrival draws the whole signed-in shell (menu, header, the screen): in the background (lib/first-arrival.ts), in
 * slices, rather than in one task when the answer comes after the first render (issue 28).
 */
function WithSelf({ render, loader = <PageLoader /> }: { render: (self: Self) => ReactNode; loader?: ReactNode }) {
  const token = getToken('user');
  const self = useSelf(Boolean(token));
  const drawn = useFirstArrivalDeferred(self.data);
  if (!token) return <Navigate to="/login" replace />;
  if (self.isPending) return <>{loader}</>;
  if (self.isError) return <LoadError error={self.error} retry={() => void self.refetch()} />;
  if (drawn === undefined) return <>{loader}</>;
  return <>{render(drawn)}</>;
}

/** /, /party, /party/:id, /product, /entries, /settings. */
export function RequireActiveCompany() {
  return (
    <WithSelf
      loader={<BootShell />}
      render={({ company }) => {
        if (!company) return <Navigate to="/company" replace />;
        if (company.isExpired) return <Navigate to="/company/expired" replace />;
        return <Outlet />;
      }}
    />
  );
}

/** /company: only for a signed-in user who has no company yet. */
export function RequireNoCompany() {
  return (
    <WithSelf
      render={({ company }) => {
        if (company) return <Navigate to={company.isExpired ? '/company/expired' : '/'} replace />;
        return <Outlet />;
      }}
    />
  );
}

/** /company/expired: only while the company is expired. */
export function RequireExpiredCompany() {
  return (
    <WithSelf
      render={({ company }) => {
        if (!company) return <Navigate to="/company" replace />;
        if (!company.isExpired) return <Navigate to="/" replace />;
        return <Outlet />;
      }}
    />
  );
}

/** Admin pages need the admin token (a separate key from the user's). */
export function RequireAdmin() {
  if (!getToken('admin')) return <Navigate to="/admin/login" replace />;
  return <Outlet />;
}
