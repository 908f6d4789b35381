// A quantity, rate or amount field: takes 1,00,000.50 (or pasted 100,000.50 / 1 00 000), shows the
// value grouped en-IN as it is typed, keeps the caret on the digit it was after, and leaves anything
// that is not a number as typed so the form's message can point at it (lib/decimal-input.ts).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { groupWhileTyping } from '../../lib/decimal-input';

const SIGNIFICANT = /[\d.-]/;

/** How many digits, points and signs come before `position` in `text`. */
function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let index = 0; index < position && index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index] ?? '')) count += 1;
  }
  return count;
}

/** The caret position just after the `count`-th significant character of `text`. */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string;
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function DecimalInput({ value = '', onChange, ref, ...props }: DecimalInputProps) {
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(own, ref);
  const caret = useRef<number | null>(null);
  const shown = groupWhileTyping(value);

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
        const raw = event.currentTarget.value;
        const next = groupWhileTyping(raw);
        caret.current = positionAfter(next, significantBefore(raw, event.currentTarget.selectionStart ?? raw.length));
        onChange?.(next);
      }}
    />
  );
}
