// "Returns our slips" on the In Slip drawer (issue 30, named returns): once the sub-party and product are chosen, the
// OUT slips of that party and product still open on the slip's date (/itemSlip/returnable/list/v1), each with its
// number, date, challan and open KG; the owner ticks the ones these goods come back against and types the KG of each.
// None ticked: FIFO matches the slip, as always (said in the hint). KG only, no rupees: a gate clerk sees it too.
import { Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { isIsoDate } from '../../../lib/date-input';
import { formatDate, formatKg } from '../../../lib/format';
import type { NamedReturnsValues } from '../api/named-returns';
import { useReturnableSlips } from '../api/get-returnable-slips';
import '../../../i18n/en/entryDrawers';

interface NamedReturnsFieldsProps<V extends NamedReturnsValues & { issueDate: string }> {
  form: UseFormReturnType<V>;
  subPartyId: string | null;
  productId: string | null;
  /** The IN slip being edited: its own names do not count against what is open. */
  editingSlipId?: string;
}

export function NamedReturnsFields<V extends NamedReturnsValues & { issueDate: string }>({ form, subPartyId, productId, editingSlipId }: NamedReturnsFieldsProps<V>) {
  const { t } = useTranslation();
  // The form's values are V; the section reads and writes only its own part of them.
  const own = form as unknown as UseFormReturnType<NamedReturnsValues & { issueDate: string }>;
  const { returns, issueDate } = own.getValues();
  // A date still being typed is no date yet: nothing is asked until it is whole.
  const chosen = subPartyId !== null && productId !== null && isIsoDate(issueDate);
  const list = useReturnableSlips(chosen ? { subPartyId, productId, issueDate, ...(editingSlipId ? { exceptSlipId: editingSlipId } : {}) } : null);

  // Another party or product: the slips ticked were that one's, so none stays named.
  const picked = useRef(`${subPartyId}/${productId}`);
  useEffect(() => {
    const now = `${subPartyId}/${productId}`;
    if (picked.current === now) return;
    picked.current = now;
    if (own.getValues().returns.length) own.setFieldValue('returns', []);
  }, [own, subPartyId, productId]);

  const offered = list.data ?? [];
  // A slip named earlier that the list no longer offers (the slip's date moved before it): shown, so it can be unticked.
  const unlisted = returns.filter((r) => !offered.some((s) => s.id === r.slipId));
  const indexOf = (slipId: string) => returns.findIndex((r) => r.slipId === slipId);
  // The ticks in the order ticked (the group keeps it): a slip kept keeps its KG, a new one starts empty.
  const tick = (ids: string[]) => own.setFieldValue('returns', ids.map((slipId) => returns.find((r) => r.slipId === slipId) ?? { slipId, quantity: '' }));
  const kgError = (slipId: string) => own.errors[['returns', indexOf(slipId), 'quantity'].join('.')];

  return (
    <Checkbox.Group
      label={t('entryDrawers.returnsTitle')}
      description={t('entryDrawers.returnsHint')}
      value={returns.map((r) => r.slipId)}
      onChange={tick}
      error={own.errors.returns}
    >
      <Stack gap="xs" mt="xs">
        {!chosen ? (
          <Text size="sm">{t('entryDrawers.returnsPickFirst')}</Text>
        ) : list.isPending ? (
          <Text size="sm">{t('entryDrawers.returnsLoading')}</Text>
        ) : offered.length === 0 && unlisted.length === 0 ? (
          <Text size="sm">{t('entryDrawers.returnsNone')}</Text>
        ) : null}
        {offered.map((slip) => {
          const i = indexOf(slip.id);
          return (
            <Stack key={slip.id} gap={4}>
              <Checkbox
                value={slip.id}
                label={t('entryDrawers.returnsSlip', { number: slip.number, date: formatDate(slip.issueDate) })}
                description={[
                  slip.challanNo ? t('entryDrawers.returnsChallan', { no: slip.challanNo }) : null,
                  t('entryDrawers.returnsOpen', { kg: formatKg(slip.open) }),
                ].filter(Boolean).join(' · ')}
              />
              {i >= 0 && (
                <DecimalInput
                  ml={30}
                  maw={220}
                  label={t('entryDrawers.returnsKg', { number: slip.number })}
                  withAsterisk
                  {...own.getInputProps(`returns.${i}.quantity`)}
                />
              )}
            </Stack>
          );
        })}
        {unlisted.map((r) => (
          <Checkbox key={r.slipId} value={r.slipId} label={t('entryDrawers.returnsNotOffered', { kg: r.quantity })} error={kgError(r.slipId)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
