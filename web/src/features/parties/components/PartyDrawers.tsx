// Add Party and Update Party drawers: name (unique), note, opening receivable quantity and amount, and
// the party's contact details (phone for WhatsApp, address, state, GSTIN).
import { NAME_MAX, NOTE_MAX } from '@ledger/contract';
import { TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { ContactFields } from '../../../components/ui/ContactFields';
import { CONTACT_FIELDS, contactFormValues } from '../../../lib/contact-form';
import { showSubmitError } from '../../../lib/form-errors';
import { toAddPartyInput, useAddParty } from '../api/add-party';
import type { Party } from '../api/get-parties';
import { emptyPartyForm, partyCheck, type PartyFormValues } from '../api/party-form';
import { toUpdatePartyInput, useUpdateParty } from '../api/update-party';
import '../../../i18n/en/parties';

function PartyFields({ form }: { form: UseFormReturnType<PartyFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('parties.partyName')}
        description={t('parties.partyNameDescription')}
        withAsterisk
        maxLength={NAME_MAX}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea label={t('parties.note')} maxLength={NOTE_MAX} autosize minRows={2} maxRows={6} {...form.getInputProps('note')} />
      <DecimalInput
        label={t('parties.openingQuantity')}
        description={t('parties.openingQuantityDescription')}
        withAsterisk
        {...form.getInputProps('openingReceivableQuantity')}
      />
      <DecimalInput
        label={t('parties.openingAmount')}
        description={t('parties.openingAmountDescription')}
        withAsterisk
        {...form.getInputProps('openingReceivableAmount')}
      />
      <ContactFields form={form} who={t('parties.contactWho')} />
    </>
  );
}

function usePartyForm() {
  return useForm<PartyFormValues>({
    initialValues: emptyPartyForm,
    validate: partyCheck,
  });
}

export function AddPartyDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const addMutation = useAddParty();
  const form = usePartyForm();

  useEffect(() => {
    if (opened) form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    try {
      await addMutation.mutateAsync(toAddPartyInput(values));
      notify(t('parties.partySaved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', ['name', ...CONTACT_FIELDS]);
    }
  });

  return (
    <FormDrawer
      opened={opened}
      title={t('parties.addParty')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('parties.discardParty')}
    >
      <PartyFields form={form} />
    </FormDrawer>
  );
}

export function UpdatePartyDrawer({ party, onClose }: { party: Party | null; onClose: () => void }) {
  const { t } = useTranslation();
  const updateMutation = useUpdateParty();
  const form = usePartyForm();

  useEffect(() => {
    if (!party) return;
    form.setValues({
      name: party.name,
      note: party.details?.note ?? '',
      openingReceivableQuantity: party.details?.openingReceivableQuantity ?? '0',
      openingReceivableAmount: party.details?.openingReceivableAmount ?? '0',
      ...contactFormValues(party.contact),
    });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [party]);

  const submit = form.onSubmit(async (values) => {
    if (!party) return;
    try {
      await updateMutation.mutateAsync(toUpdatePartyInput(party.id, values));
      notify(t('parties.partySaved', { name: values.name.trim() }));
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'note', ['name', ...CONTACT_FIELDS]);
    }
  });

  return (
    <FormDrawer
      opened={party !== null}
      title={t('parties.updateParty')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={t('parties.discardParty')}
    >
      <PartyFields form={form} />
    </FormDrawer>
  );
}
