// Mobile number input with the +91 country code in front (numeric keypad on phones). What is typed or
// pasted is cleaned as it arrives, before anything is cut: '+91 98765 43210', '+91-98765-43210',
// '09876543210' and '98765 43210' all become the 10 digits (mobileDigits, the contract's one cleaning,
// which the API applies again).
import { TextInput, type TextInputProps } from '@mantine/core';
import { mobileDigits, PHONE_TYPED_MAX } from '@ledger/contract';
import { useTranslation } from 'react-i18next';
import '../../i18n/en/common';

export function MobileInput({ onChange, ...props }: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('common.mobileNo')}
      leftSection="+91"
      leftSectionWidth={48}
      // Room for a number written out in full ('0091 (98765) 43210'); the cleaned value is checked, never cut.
      maxLength={PHONE_TYPED_MAX}
      inputMode="tel"
      type="tel"
      autoComplete="tel-national"
      withAsterisk
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      onChange={(event) => {
        const input = event.currentTarget;
        const cleaned = mobileDigits(input.value);
        if (cleaned !== input.value) input.value = cleaned;
        onChange?.(event);
      }}
    />
  );
}
