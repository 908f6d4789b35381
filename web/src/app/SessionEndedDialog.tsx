// The dialog of SessionEnded.tsx: the password asked for again over the screen, typed work kept.
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERNAME_MAX, PASSWORD_MAX } from '@ledger/contract';
import { MobileInput } from '../components/ui/MobileInput';
import { redirectToLogin } from '../lib/api-client';
import { showSubmitError } from '../lib/form-errors';
import { schemaResolver } from '../lib/form-resolver';
import { appText } from '../lib/app-message';
import { setToken, type TokenKind } from '../lib/session';
import { login } from '../features/auth/api/login';
import { loginInputSchema } from '../features/auth/api/fields';
import { adminLogin, adminLoginInputSchema } from '../features/admin/api/admin-login';
import { sessionKeys, type Self } from '../features/session/api/get-self';
import { homeFor } from '../features/session/api/use-session';
// Modal's styles: not in the first stylesheet.
import './mantine-styles-more';
import '../i18n/en/admin';
import '../i18n/en/auth';

/** Above every drawer and dialog, their discard questions included. */
const ON_TOP = 600;

/** Gives up the typed work and goes to the login page. */
const logOutUser = () => redirectToLogin('user');
const logOutAdmin = () => redirectToLogin('admin');

/** The form both kinds share: their fields, then "Log out instead" (giving up the typed work) and Login. */
function LoginAgainForm({ onSubmit, submitting, onLogOut, loginLabel, children }: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  onLogOut: () => void;
  loginLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onLogOut}>
            {t('auth.sessionEndedLogOut')}
          </Button>
          <Button type="submit" loading={submitting}>
            {loginLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UserLoginAgain({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const before = queryClient.getQueryData<Self>(sessionKeys.self());
  const form = useForm({
    initialValues: { mobileNo: before?.user.mobileNo ?? '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { token, ...self } = await login(values);
      setToken('user', token);
      const same = before && self.user.id === before.user.id && self.company?.id === before.company?.id && self.role === before.role;
      if (!same) {
        window.location.assign(homeFor(self.company));
        return;
      }
      queryClient.setQueryData<Self>(sessionKeys.self(), self);
      // What failed with the old token is read again; the open form is left as it is.
      void queryClient.invalidateQueries();
      onDone();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <LoginAgainForm onSubmit={submit} submitting={form.submitting} onLogOut={logOutUser} loginLabel={t('auth.login')}>
      <MobileInput {...form.getInputProps('mobileNo')} />
      <PasswordInput label={t('auth.password')} withAsterisk autoComplete="current-password" maxLength={PASSWORD_MAX} data-autofocus {...form.getInputProps('password')} />
    </LoginAgainForm>
  );
}

function AdminLoginAgain({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(adminLoginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await adminLogin({ username: values.username.trim(), password: values.password });
      void queryClient.invalidateQueries();
      onDone();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <LoginAgainForm onSubmit={submit} submitting={form.submitting} onLogOut={logOutAdmin} loginLabel={t('admin.login')}>
      <TextInput label={t('admin.username')} withAsterisk maxLength={ADMIN_USERNAME_MAX} autoComplete="username" data-autofocus {...form.getInputProps('username')} />
      <PasswordInput label={t('admin.password')} withAsterisk maxLength={PASSWORD_MAX} autoComplete="current-password" {...form.getInputProps('password')} />
    </LoginAgainForm>
  );
}

/** The dialog over the screen, for the kind of session that ended; loaded only when one does (SessionEnded.tsx). */
export function SessionEndedDialog({ kind, onDone }: { kind: TokenKind; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={appText('sessionEnded')}
      centered
      zIndex={ON_TOP}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('auth.sessionEndedKept')}</Text>
        {kind === 'admin' ? <AdminLoginAgain onDone={onDone} /> : <UserLoginAgain onDone={onDone} />}
      </Stack>
    </Modal>
  );
}
