// The OUT slips a received (IN) slip names as the ones it returns, on the In Slip form (issue 30, named returns):
// each ticked slip with the KG typed against it, in the order ticked (the order the request sends, so the server's
// `returns.<i>.quantity` is the form's own path). Each KG is checked by the request's own field (the contract's
// slipReturnsField); the rest of the rule (open KG, net, dates) is namedReturnsProblem, which the server refuses with.
import { slipReturnsField } from '@ledger/contract';
import type { FormErrors } from '@mantine/form';
import { checkRequest, typedDecimal, valuesOf } from '../../../lib/request-check';

export interface NamedReturnValue {
  slipId: string;
  quantity: string;
}

export interface NamedReturnsValues {
  returns: NamedReturnValue[];
}

/** None for a new slip (FIFO matches it); an edited one's as it names them. */
export const namedReturnsValues = (held?: { returns?: ReadonlyArray<{ slipId: string; quantity: string }> }): NamedReturnsValues => ({
  returns: (held?.returns ?? []).map((r) => ({ slipId: r.slipId, quantity: r.quantity })),
});

const returnField = slipReturnsField().element.shape;
const readingsOf = (r: NamedReturnValue) => ({ slipId: { value: r.slipId }, quantity: typedDecimal(r.quantity) });

/** Each ticked slip's KG as its request field reads it, said under `returns.<i>.quantity`. */
export function namedReturnsCheck(errors: FormErrors, values: NamedReturnsValues): FormErrors {
  const found: FormErrors = {};
  values.returns.forEach((r, i) => {
    const own = checkRequest(returnField, readingsOf(r));
    if (own.quantity !== undefined) found[`returns.${i}.quantity`] = own.quantity;
  });
  return { ...errors, ...found };
}

/** The returns as the add and update send them (KG read: '1,250.5' is 1250.5). */
export const namedReturnsRequest = (values: NamedReturnsValues) => values.returns.map((r) => valuesOf(readingsOf(r)));

/**
 * Where a refusal of the server's rule goes on the form: `returns.1.quantity` (or `update.returns.1.quantity`) under
 * that slip's KG, any other of the section's (`returns`, `returns.0.slipId`) under the section; null: not the section's.
 */
export function namedReturnsErrorPath(field: string | undefined): string | null {
  const path = field?.replace(/^update\./, '');
  if (!path?.startsWith('returns')) return null;
  return /^returns\.\d+\.quantity$/.test(path) ? path : 'returns';
}
