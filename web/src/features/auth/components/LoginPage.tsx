// /login: mobile number and password; on success to /company, /company/expired or /.
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import { MobileInput } from '../../../components/ui/MobileInput';
import { showSubmitError } from '../../../lib/form-errors';
import { homeFor, useStartSession } from '../../session/api/use-session';
import { loginInputSchema, useLogin } from '../api/login';

export function LoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const loginMutation = useLogin();
  const form = useForm({
    initialValues: { mobileNo: '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const session = await loginMutation.mutateAsync(values);
      startSession(session);
      navigate(homeFor(session.company), { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <AuthCard title="Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileInput {...form.getInputProps('mobileNo')} />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="current-password"
            maxLength={50}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting}>
            Login
          </Button>
          <Group justify="center" gap={6}>
            <span>Don&apos;t have an account?</span>
            <Anchor component={Link} to="/register">
              Register Now
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
