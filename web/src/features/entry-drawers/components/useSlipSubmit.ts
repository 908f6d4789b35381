// The slip drawer's Save: checked by the form's resolver (the request's fields), sent as an add (with the rates of
// the slip's item) or an update of the slip, said in a notice ("Out Slip SL-12 saved"), or refused under the field
// the server blamed (a refusal of the named returns under the "Returns our slips" section or the slip's KG there).
import { normaliseSlipNo, slipKind, slipNumber } from '@ledger/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, formFields, showSubmitError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notices';
import type { ItemType, SlipEditTarget } from '../../documents';
import { useAddSlip } from '../api/add-slip';
import { namedReturnsErrorPath, namedReturnsRequest } from '../api/named-returns';
import { pickRates, ratesRequest } from '../api/rate-values';
import { slipRequest, type SlipFormValues } from '../api/slip-form';
import { useUpdateSlip } from '../api/update-slip';
import type { Picks } from './EntryPickers';
import type { RateFill } from './useSlipFills';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';
import '../../../i18n/en/offline';

interface SlipSubmit {
  itemType: ItemType;
  editing?: SlipEditTarget;
  picks: Picks;
  fill: RateFill;
  onClose: () => void;
}

export function useSlipSubmit(form: UseFormReturnType<SlipFormValues>, { itemType, editing, picks, fill, onClose }: SlipSubmit) {
  const { t } = useTranslation();
  const addSlip = useAddSlip();
  const updateSlip = useUpdateSlip();
  return form.onSubmit(async (values) => {
    const { subPartyId, productId } = picks;
    if (!subPartyId || !productId) return;
    const { note, ...slip } = slipRequest(values);
    // Only a received slip names ours; an edit sends them always, so unticking all clears them.
    const returns = itemType === 'IN' ? namedReturnsRequest(values) : [];
    try {
      const number = slipNumber(slip.prefix, normaliseSlipNo(slip.slipNo));
      const what = t(`kinds.name.${slipKind(itemType)}`);
      let queued = false;
      if (editing) {
        const { id, jobWorkItemId } = editing.slip;
        await updateSlip.mutateAsync({ filter: { id, jobWorkItemId, itemType: editing.slip.itemType }, update: { ...slip, note, ...(itemType === 'IN' ? { returns } : {}) } });
      } else {
        const saved = await addSlip.mutateAsync({
          input: {
            itemType,
            subPartyId,
            productId,
            ...slip,
            ...ratesRequest(pickRates(values)),
            // The owner chose to change this month's item: every slip of it is re-priced (said above the
            // fields), in the same request as the add, so both are saved or neither.
            changeItemRates: fill.itemExists && fill.changing,
            ...(returns.length ? { returns } : {}),
            ...(note ? { note } : {}),
          },
          // Offline it waits in the outbox, named so in its list and on the party page.
          label: { partyId: picks.partyId ?? '', what, number },
        });
        queued = saved.queued;
      }
      notify(queued ? t('offline.kept', { what, number }) : t('entryDrawers.saved', { what, number, count: 1 }));
      onClose();
    } catch (error) {
      const returnsPath = error instanceof ApiError ? namedReturnsErrorPath(error.field) : null;
      if (returnsPath) form.setFieldError(returnsPath, errorMessage(error));
      else showSubmitError(form.setFieldError, error, 'note', formFields(form.getValues()));
    }
  });
}
