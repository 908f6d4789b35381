// Settings → Accountants: the owner gives a chartered accountant read-only access by mobile number, sees
// who has it and when they last came, revokes it, and reads the log of every grant and revocation. Settings →
// Gate clerks is the same for a gate clerk (kind 'clerk': docs/gate.md "The gate clerk").
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLERK_CORRECTION_MINUTES, type AccessLogAction, type Accountant } from '@ledger/contract';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { MobileInput } from '../../../components/ui/MobileInput';
import { errorMessage, showSubmitError } from '../../../lib/form-errors';
import { formatKolkata } from '../../../lib/format';
import { accountantFormSchema, useAccountants, useAddAccountant, useRevokeAccountant, useSetCloseBooks, type GrantKind } from '../api/accountants';
import { SettingsSection } from './SettingsSection';
import '../../../i18n/en/settings';

/** Each line of the access log in words: with who did it, or without when that user is gone. */
const LOG_WORDS = {
  granted: { plain: 'settings.accessGiven', by: 'settings.accessGivenBy' },
  revoked: { plain: 'settings.accessRevoked', by: 'settings.accessRevokedBy' },
  closeBooksGranted: { plain: 'settings.closeBooksGiven', by: 'settings.closeBooksGivenBy' },
  closeBooksWithdrawn: { plain: 'settings.closeBooksWithdrawn', by: 'settings.closeBooksWithdrawnBy' },
} as const satisfies Record<AccessLogAction, { plain: string; by: string }>;

export function AccountantsSection({ kind = 'accountant' }: { kind?: GrantKind }) {
  const { t } = useTranslation();
  const list = useAccountants(true, kind);
  const add = useAddAccountant(kind);
  const revoke = useRevokeAccountant(kind);
  const setCloseBooks = useSetCloseBooks();
  const clerk = kind === 'clerk';
  const texts = clerk
    ? { title: t('settings.clerks'), intro: t('settings.clerksIntro', { minutes: CLERK_CORRECTION_MINUTES }), mobile: t('settings.clerkMobile'), give: t('settings.inviteClerk'), none: t('settings.noClerk'), confirm: t('settings.revokeClerkConfirm') }
    : { title: t('settings.accountants'), intro: t('settings.accountantsIntro'), mobile: t('settings.accountantMobile'), give: t('settings.giveAccess'), none: t('settings.noAccountant'), confirm: t('settings.revokeConfirm') };
  const [revoking, setRevoking] = useState<Accountant | null>(null);
  const form = useForm({ initialValues: { mobileNo: '' }, validate: schemaResolver(accountantFormSchema, { sync: true }) });

  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values.mobileNo.trim());
      form.reset();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'mobileNo');
    }
  });

  return (
    <SettingsSection title={texts.title}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <MobileInput label={texts.mobile} style={{ flex: '1 1 220px' }} {...form.getInputProps('mobileNo')} />
            <Button type="submit" loading={form.submitting}>
              {texts.give}
            </Button>
          </Group>
        </form>
        {list.isPending && <Text c="dimmed">{t('settings.loading')}</Text>}
        {list.isError && <Text c="red.8" role="alert">{errorMessage(list.error)}</Text>}
        {list.data && list.data.accountants.length === 0 && <Text size="sm">{texts.none}</Text>}
        {list.data?.accountants.map((a) => (
          <Paper key={a.id} withBorder radius="md" p="sm" data-testid={clerk ? 'clerk-row' : 'accountant-row'}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600}>+91 {a.mobileNo}</Text>
                  {!a.registered && (
                    <Badge size="sm" variant="light" color="dark">
                      {t('settings.notSignedUp')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('settings.sinceLastCame', {
                    since: formatKolkata(a.grantedAt),
                    lastCame: a.lastSeenAt ? formatKolkata(a.lastSeenAt) : t('settings.notYet'),
                  })}
                </Text>
                {!clerk && (
                  <Switch
                    size="xs"
                    mt={4}
                    label={t('settings.mayCloseBooks')}
                    checked={a.closeBooks}
                    disabled={setCloseBooks.isPending}
                    onChange={(e) => setCloseBooks.mutate({ id: a.id, closeBooks: e.currentTarget.checked })}
                  />
                )}
              </Stack>
              <Button size="xs" variant="light" color="red" style={{ flexShrink: 0 }} onClick={() => setRevoking(a)} aria-label={t('settings.revokeAccessOf', { mobileNo: a.mobileNo })}>
                {t('settings.revoke')}
              </Button>
            </Group>
          </Paper>
        ))}
        {list.data && list.data.log.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('settings.accessLog')}
            </Text>
              <Table fz="sm" verticalSpacing={4} data-testid={clerk ? 'clerk-access-log' : 'access-log'}>
                <Table.Tbody>
                  {list.data.log.map((l, i) => (
                    <Table.Tr key={i}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatKolkata(l.at)}</Table.Td>
                      <Table.Td>
                        {l.actor
                          ? t(LOG_WORDS[l.action].by, { mobileNo: l.mobileNo, actor: l.actor })
                          : t(LOG_WORDS[l.action].plain, { mobileNo: l.mobileNo })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            
          </Stack>
        )}
      </Stack>
      <ConfirmDeleteDialog
        opened={revoking !== null}
        title={t('settings.revokeAccess')}
        confirmLabel={t('settings.revoke')}
        message={texts.confirm}
        onClose={() => { revoke.reset(); setRevoking(null); }}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
      >
        <Text size="sm">{revoking ? t('settings.revokeWarning', { mobileNo: revoking.mobileNo }) : ''}</Text>
      </ConfirmDeleteDialog>
    </SettingsSection>
  );
}
