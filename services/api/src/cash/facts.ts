// Everything a cash command's decision needs, in one query.
import { prepared } from '@ledger/projections';
import type { Tx } from '../store/eventStore.ts';
import type { CashCommand, CashFacts } from './decide.ts';

const FACTS_SQL = `SELECT
  (SELECT json_build_object('amount', amount::text, 'note', note, 'issueDate', issue_date::text) FROM rm_cash WHERE company_id = $1 AND id = $2 AND direction = $4) AS cash,
  EXISTS (SELECT 1 FROM rm_party WHERE company_id = $1 AND id = $3) AS party_exists`;

export async function loadCashFacts(tx: Tx, companyId: string, command: CashCommand): Promise<CashFacts> {
  const cashId = command.type === 'UpdateCash' ? command.filter.id : command.type === 'DeleteCash' ? command.id : null;
  const partyId = command.type === 'AddCash' ? command.partyId : null;
  const { rows } = await tx.query<{ cash: CashFacts['cash']; party_exists: boolean }>(prepared(FACTS_SQL, [companyId, cashId, partyId, command.direction]));
  return { cash: rows[0].cash, partyExists: rows[0].party_exists };
}
