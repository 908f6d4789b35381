// /terms and /privacyPolicy: short static pages linked from registration.
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';
import '../../../i18n/en/auth';

// Catalogue keys (i18n/en/auth.ts).
const TEXTS = {
  terms: { title: 'auth.termsTitle', body: ['auth.termsBody1', 'auth.termsBody2'] },
  privacy: { title: 'auth.privacyTitle', body: ['auth.privacyBody1', 'auth.privacyBody2'] },
} as const;

export function LegalPage({ kind }: { kind: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const { title, body } = TEXTS[kind];
  return (
    <AuthCard title={t(title)}>
      <Stack gap="sm">
        {body.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {t(paragraph)}
          </Text>
        ))}
        <Anchor component={Link} to="/register">
          {t('auth.backToRegister')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
