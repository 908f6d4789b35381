// Mobile number input with the +91 country code in front (10 digits, numeric keypad on phones).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MobileInput({ onChange, ...props }: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('common.mobileNo')}
      leftSection="+91"
      leftSectionWidth={48}
      maxLength={10}
      inputMode="numeric"
      autoComplete="tel-national"
      withAsterisk
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      onChange={(event) => {
        // Keep digits only, so pasted numbers like "98765 43210" still fit the 10 digit limit.
        event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
        onChange?.(event);
      }}
    />
  );
}
