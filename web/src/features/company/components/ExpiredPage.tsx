// /company/expired: an expired company sees only this message, a support contact and a log out.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/support';
import { logout } from '../../session/api/logout';
import { useEndSession } from '../../session/api/use-session';

export const PLAN_INACTIVE = 'Your plan is not active, please contact support.';

export function ExpiredPage() {
  const navigate = useNavigate();
  const endSession = useEndSession();

  const signOut = async () => {
    await logout();
    endSession();
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title="Plan inactive">
      <Stack gap="md">
        <Text role="status">{PLAN_INACTIVE}</Text>
        <Text size="sm">
          Support: <Anchor underline="always" href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</Anchor>
          {' · '}
          <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
        <Button variant="default" onClick={() => void signOut()}>
          Log out
        </Button>
      </Stack>
    </AuthCard>
  );
}
