// The party import's command and its pure decision (docs/import.md): the confirmed rows checked again by the
// contract's row checks against the company's names as they are now, then every party (its default sub-party,
// the sheet's sub-parties, its contact) and product recorded in one command, or nothing: a bad row refuses the
// whole import, naming every bad row.
import { badRowCount, checkImport, type ExistingNames, type ImportCheck, type PartyRowInput, type ProductRowInput } from '@ledger/contract';
import type { LedgerState, NewEvent } from '@ledger/projections';
import { AppError, coded, type DocumentProblems } from '../http/errors.ts';
import { onState, type Decide } from '../store/decider.ts';

export interface ImportCommand { type: 'ImportParties'; parties: PartyRowInput[]; products: ProductRowInput[] }
export interface ImportResult { parties: Array<{ id: string; name: string }>; products: Array<{ id: string; name: string }> }

/** Each bad row's problems, named as the sheet and row ("Parties row 7"). */
export function rowProblems(check: ImportCheck, rows: { parties: readonly PartyRowInput[]; products: readonly ProductRowInput[] }): DocumentProblems[] {
  const of = (sheet: 'Parties' | 'Products', checked: ImportCheck['parties'] | ImportCheck['products'], input: ReadonlyArray<{ row: number }>) =>
    checked.flatMap((r, i) => (r.errors.length ? [{ id: `${sheet.toLowerCase()}.${i}`, document: `${sheet} row ${input[i]?.row ?? i + 1}`, problems: r.errors.map((e) => e.said) }] : []));
  return [...of('Parties', check.parties, rows.parties), ...of('Products', check.products, rows.products)];
}

export const decideImport: Decide<ImportCommand, ExistingNames, ImportResult> = (command, existing, { newId }) => {
  if (!command.parties.length && !command.products.length) throw coded(422, 'importEmpty');
  const check = checkImport(command, existing);
  if (badRowCount(check)) throw new AppError(422, 'importRefused', { n: badRowCount(check) }, { problems: rowProblems(check, command) });
  const events: NewEvent[] = [];
  const result: ImportResult = { parties: [], products: [] };
  for (const { saved } of check.parties) {
    if (!saved) continue;
    const partyId = newId();
    const { name, subParties, openingReceivableQuantity, openingReceivableAmount, contact } = saved;
    const streamId = `party:${partyId}`;
    events.push({ type: 'PartyAdded', streamId, data: { partyId, defaultSubPartyId: newId(), name, note: null, openingReceivableQuantity, openingReceivableAmount } });
    if (Object.values(contact).some((v) => v !== null)) events.push({ type: 'PartyContactSet', streamId, data: { partyId, ...contact } });
    for (const sub of subParties) {
      const subPartyId = newId();
      events.push({ type: 'SubPartyAdded', streamId: `subParty:${subPartyId}`, data: { subPartyId, partyId, name: sub, note: null } });
    }
    result.parties.push({ id: partyId, name });
  }
  for (const { saved } of check.products) {
    if (!saved) continue;
    const productId = newId();
    const streamId = `product:${productId}`;
    events.push({ type: 'ProductAdded', streamId, data: { productId, name: saved.name, note: null } });
    if (saved.hsn !== null || saved.valueRate !== null) events.push({ type: 'ProductGstSet', streamId, data: { productId, hsn: saved.hsn, valueRate: saved.valueRate, capitalGoods: false } });
    result.products.push({ id: productId, name: saved.name });
  }
  return { events, result };
};

/** The names the company has now, from its folded state. */
export const existingNames = (state: Readonly<LedgerState>): ExistingNames => ({
  partyNames: [...state.parties.values()].map((p) => p.name),
  productNames: [...state.products.values()].map((p) => p.name),
});

/** The import decider as the store runs it: over the company's state folded at the head. */
export const importDecider = onState((state: Readonly<LedgerState>) => existingNames(state), decideImport);
