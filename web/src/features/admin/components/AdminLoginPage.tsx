// /admin/login: username (max 10) and password; errors under password.
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import { showSubmitError } from '../../../lib/form-errors';
import { adminLoginInputSchema, useAdminLogin } from '../api/admin-login';
import { adminKeys } from '../api/keys';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useAdminLogin();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(adminLoginInputSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync({ username: values.username.trim(), password: values.password });
      queryClient.removeQueries({ queryKey: adminKeys.all });
      navigate('/admin/companies', { replace: true });
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'password');
    }
  });

  return (
    <AuthCard title="Admin Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            withAsterisk
            maxLength={10}
            autoComplete="username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            maxLength={50}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
