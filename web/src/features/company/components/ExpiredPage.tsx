// /company/expired: an expired company sees only this message, the support contact (when the server has
// one: call, WhatsApp, email) and a log out.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import { telLink, whatsAppLink } from '../../../lib/support';
import { useSupport } from '../api/get-support';
import { logout, useEndSession } from '../../session';
import '../../../i18n/en/company';

export function ExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const support = useSupport();
  const phone = support.data?.phone ?? null;
  const email = support.data?.email ?? null;
  const whatsApp = phone ? whatsAppLink(phone) : null;

  const signOut = async () => {
    await logout();
    endSession();
    void navigate('/login', { replace: true });
  };

  return (
    <AuthCard title={t('company.planInactiveTitle')}>
      <Stack gap="md">
        <Text role="status">{t('company.planInactive')}</Text>
        {(phone || email) && (
          <Text size="sm" data-testid="support-contact">
            {t('company.support')}{' '}
            {phone && (
              <Anchor underline="always" href={telLink(phone)}>
                {phone}
              </Anchor>
            )}
            {whatsApp && (
              <>
                {' · '}
                <Anchor underline="always" href={whatsApp} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </Anchor>
              </>
            )}
            {phone && email && ' · '}
            {email && (
              <Anchor underline="always" href={`mailto:${email}`}>
                {email}
              </Anchor>
            )}
          </Text>
        )}
        <Button variant="default" onClick={() => void signOut()}>
          {t('company.logOut')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
