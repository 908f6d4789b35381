// Deemed supply (Section 143, docs/gst.md "Deemed supply"): the owner accepts or dismisses the draft tax
// invoice of an OUT slip's goods still with the job worker past their limit, or undoes that choice. Pure
// decision over two facts: the slip's lot as the Section 143 list shows it today (ageing.ts, the one home
// of how lots are matched; at the read models' position the command's transaction sees, gst/routes.ts), and the
// choice the folded state holds.
import type { Ageing } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import { unknownCommand, type Decide } from '../store/decider.ts';

export interface DeemedSupplyCommand { type: 'DecideDeemedSupply'; slipId: string; decision: 'accept' | 'dismiss' | 'undo' }

export interface DeemedSupplyFacts {
  /** The slip exists in this company (another company's answers 404). */
  slipExists: boolean;
  /** Its lot on the Section 143 list today; null when none of it is listed (returned, or far from its limit). */
  lot: Ageing['section143'][number] | null;
  /** The choice recorded so far (the folded state's). */
  current: 'ACCEPTED' | 'DISMISSED' | null;
}

export const decideDeemedSupply: Decide<DeemedSupplyCommand, DeemedSupplyFacts, { slipId: string }> = (command, facts) => {
  const { slipId } = command;
  if (!facts.slipExists) throw coded(404, 'notFound', { thing: 'Slip' });
  const streamId = `slip:${slipId}`;
  switch (command.decision) {
    case 'accept':
    case 'dismiss': {
      const lot = facts.lot;
      if (lot === null || lot.status !== 'OVERDUE') throw coded(422, 'deemedSupplyNotDue', {}, 'slipId');
      if (facts.current !== null) throw coded(422, 'deemedSupplyDecided', { choice: facts.current === 'ACCEPTED' ? 'accepted' : 'dismissed' }, 'decision');
      return {
        events: [command.decision === 'accept'
          ? { type: 'DeemedSupplyAccepted', streamId, data: { slipId, quantity: lot.quantity, value: lot.value, deemedOn: lot.deemedOn, limit: lot.limit } }
          : { type: 'DeemedSupplyDismissed', streamId, data: { slipId, quantity: lot.quantity, limit: lot.limit } }],
        result: { slipId },
      };
    }
    case 'undo':
      if (facts.current === null) throw coded(422, 'deemedSupplyNoChoice', {}, 'decision');
      return { events: [{ type: 'DeemedSupplyUndone', streamId, data: { slipId } }], result: { slipId } };
    default:
      return unknownCommand(command.decision);
  }
};
