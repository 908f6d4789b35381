// /terms and /privacyPolicy: short static pages linked from registration.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/ui/AuthCard';

const TEXTS = {
  terms: {
    title: 'Terms and Conditions',
    body: [
      'Job Work Ledger keeps the records of your parties, products, slips, challans, bills and cash entries.',
      'You are responsible for the correctness of the entries you make. Access continues while your plan is active.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'We store your mobile number, your company name and the business entries you make, only to run the service.',
      'Your mobile number is used for login and OTP messages only; we do not send any other SMS.',
    ],
  },
} as const;

export function LegalPage({ kind }: { kind: keyof typeof TEXTS }) {
  const { title, body } = TEXTS[kind];
  return (
    <AuthCard title={title}>
      <Stack gap="sm">
        {body.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        <Anchor component={Link} to="/register">
          Back to Register
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
