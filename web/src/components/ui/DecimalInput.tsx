// A quantity, rate or amount field: takes 1,00,000.50 (or pasted 100,000.50 / 1 00 000), shows the
// value grouped en-IN as it is typed, keeps the caret where the owner's next key belongs, and leaves
// anything that is not a number as typed so the form's message can point at it (lib/decimal-input.ts,
// editDecimal: what each keystroke, paste or deletion makes of the text and the caret).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { editDecimal, groupWhileTyping } from '../../lib/decimal-input';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string;
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Backspace and Delete, from the input event; anything else is typing or pasting. */
function deletingOf(event: Event): 'backward' | 'forward' | undefined {
  const inputType = (event as InputEvent).inputType;
  if (inputType?.startsWith('deleteContentBackward') || inputType === 'deleteWordBackward') return 'backward';
  if (inputType?.startsWith('deleteContentForward') || inputType === 'deleteWordForward') return 'forward';
  return undefined;
}

export function DecimalInput({ value = '', onChange, ref, ...props }: DecimalInputProps) {
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(own, ref);
  const caret = useRef<number | null>(null);
  const shown = groupWhileTyping(value);

  // A re-render that rewrote the text puts the caret back where editDecimal said.
  useLayoutEffect(() => {
    const input = own.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      ref={merged}
      value={shown}
      onChange={(event) => {
        const input = event.currentTarget;
        const edit = editDecimal(shown, input.value, input.selectionStart ?? input.value.length, deletingOf(event.nativeEvent));
        // Set here too: when the value does not change (a comma that only comes back) nothing re-renders.
        if (input.value !== edit.text) input.value = edit.text;
        input.setSelectionRange(edit.caret, edit.caret);
        caret.current = edit.caret;
        onChange?.(edit.text);
      }}
    />
  );
}
