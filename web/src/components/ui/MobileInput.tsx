// Mobile number input with the +91 country code in front (10 digits, numeric keypad on phones).
import { TextInput, type TextInputProps } from '@mantine/core';

export function MobileInput(props: TextInputProps) {
  return (
    <TextInput
      label="Mobile No"
      leftSection="+91"
      leftSectionWidth={48}
      maxLength={10}
      inputMode="numeric"
      autoComplete="tel-national"
      withAsterisk
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
