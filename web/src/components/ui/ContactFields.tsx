// Phone (WhatsApp), address, state and GSTIN: the contact block of the party drawers and of the
// company's own details. Typing a GSTIN with the state still empty fills the state from its first digits.
import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ADDRESS_MAX, GST_STATES, GSTIN_TYPED_MAX, PHONE_TYPED_MAX, stateName } from '@ledger/contract';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from '../../lib/contact-form';
import '../../i18n/en/common';


export function ContactFields<V extends ContactFormValues>({ form, who }: { form: UseFormReturnType<V>; who: string }) {
  // Mantine's form typing cannot follow a generic path; these four fields exist on every V.
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const stateOptions = GST_STATES.map((s) => ({ value: s.code, label: `${stateName(s.code, language)} (${s.code})` }));
  const f = form as unknown as UseFormReturnType<ContactFormValues>;
  return (
    <>
      <TextInput
        label={t('common.phoneWhatsApp')}
        description={t('common.phoneDescription', { who })}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_TYPED_MAX}
        {...f.getInputProps('phone')}
      />
      <Textarea label={t('common.address')} maxLength={ADDRESS_MAX} autosize minRows={2} maxRows={4} {...f.getInputProps('address')} />
      <TextInput
        label={t('common.gstin')}
        description={t('common.gstinDescription')}
        maxLength={GSTIN_TYPED_MAX}
        autoCapitalize="characters"
        spellCheck={false}
        {...f.getInputProps('gstin')}
        onBlur={(event) => {
          const gstin = event.currentTarget.value.replace(/\s+/g, '').toUpperCase();
          f.setFieldValue('gstin', gstin);
          const code = gstin.slice(0, 2);
          if (!f.values.state && stateOptions.some((o) => o.value === code)) f.setFieldValue('state', code);
          f.getInputProps('gstin').onBlur?.(event);
        }}
      />
      <Select
        label={t('common.state')}
        placeholder={t('common.chooseState')}
        data={stateOptions}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        {...f.getInputProps('state')}
        value={f.values.state || null}
        onChange={(value) => f.setFieldValue('state', value ?? '')}
      />
    </>
  );
}
