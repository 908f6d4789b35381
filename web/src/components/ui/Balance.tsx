// A balance as it reads on every screen, print and file (@ledger/contract balance.ts): its side and its
// figure without a sign ('To give 54.860 KG', 'To receive ₹2,707.50', 'Settled'), red for what we owe and
// green otherwise, in the chosen language. `data-side` names the side for tests and print styles.
import { Text, type TextProps } from '@mantine/core';
import { balanceText, balanceTone, type BalanceReader, type BalanceText, type BalanceUnit } from '@ledger/contract';
import { NEGATIVE_COLOR, POSITIVE_COLOR } from '../../lib/colors';
import { useLanguageCode } from '../../lib/language';

/** Reads balances in the chosen language: read('-54.860', 'kg') → { side: 'give', text: 'To give 54.860 KG', … }. */
export function useBalanceText(): (signed: string, unit: BalanceUnit, reader?: BalanceReader) => BalanceText {
  const lang = useLanguageCode();
  return (signed, unit, reader = 'owner') => balanceText(signed, unit, lang, reader);
}

/** The colour of a side: the spec's red when we owe, green otherwise (a Mantine colour). */
const balanceColor = (side: BalanceText['side']) => (balanceTone(side) === 'negative' ? NEGATIVE_COLOR : POSITIVE_COLOR);
/** The same colour as CSS, for the print layouts' plain HTML. */
export const balanceCssColor = (side: BalanceText['side']) =>
  balanceTone(side) === 'negative' ? 'var(--mantine-color-red-9)' : POSITIVE_COLOR;

interface BalanceProps extends TextProps {
  value: string;
  unit: BalanceUnit;
  reader?: BalanceReader;
  testId?: string;
}

export function Balance({ value, unit, reader, testId, ...text }: BalanceProps) {
  const read = useBalanceText();
  const b = read(value, unit, reader);
  return (
    <Text c={balanceColor(b.side)} data-side={b.side} data-testid={testId} {...text}>
      {b.text}
    </Text>
  );
}
