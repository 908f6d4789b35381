// The one server-side shape of each ledger document on the wire (contract/src/shapes.ts), as SQL
// json_build_object fragments: the statement, the Entries listing and every write response build
// their JSON from these, so a document looks the same wherever it appears. Decimals are
// numeric::text (fixed scale); timestamps ISO 8601 UTC with milliseconds. Every figure is a column the
// projector stored (projections/src/ledger/figures.ts): nothing is computed here.
import { KIND_WIRE, billHasSaleRate, isFamily, kindsAt, unhandledKind, type BillKind, type KindAt } from '@ledger/contract';
import { prepared } from '@ledger/projections';
import { notFoundThing } from '../http/errors.ts';
import { RawJson } from '../http/kit.ts';
import type { Tx } from '../store/eventStore.ts';

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A sub-party reference from alias `s` of rm_sub_party. */
export const subPartyRefJson = (s = 's') => `json_build_object('id', ${s}.id, 'name', ${s}.name, 'isDefault', ${s}.is_default)`;

/** A slip's named returns column (`slipId=quantity` pairs, space separated, in the order named) as a JSON array. */
const namedReturnsJson = (col: string) => `COALESCE((SELECT json_agg(json_build_object('slipId', split_part(r.x, '=', 1), 'quantity', split_part(r.x, '=', 2)) ORDER BY r.n)
    FROM unnest(string_to_array(${col}, ' ')) WITH ORDINALITY AS r(x, n)), '[]'::json)`;

/**
 * A slip from alias `sl` of rm_slip; inside its item also its amount (net × work rate, as the
 * projector stored it).
 */
export const slipJson = (sl = 'sl', opts: { withAmount?: boolean } = {}) => `json_build_object(
  'id', ${sl}.id, 'issueDate', ${sl}.issue_date::text, 'prefix', ${sl}.prefix, 'slipNo', ${sl}.slip_no,
  'grossQuantity', ${sl}.gross_quantity::text, 'bagQuantity', ${sl}.bag_quantity::text,
  'rejectedQuantity', ${sl}.rejected_quantity::text, 'netQuantity', ${sl}.net_quantity::text, 'note', ${sl}.note,
  'createdAt', ${iso(`${sl}.created_at`)}, 'modifiedAt', ${iso(`${sl}.modified_at`)},
  'itemType', ${sl}.item_type, 'jobWorkItemId', ${sl}.job_work_item_id,
  'jobWorkerChallanNo', ${sl}.jw_challan_no, 'jobWorkerChallanDate', ${sl}.jw_challan_date::text,
  'returns', ${namedReturnsJson(`${sl}.named_returns`)},
  'onward', ${sl}.onward, 'onwardPartyId', ${sl}.onward_party_id, 'saleInvoiceNo', ${sl}.sale_invoice_no, 'saleInvoiceDate', ${sl}.sale_invoice_date::text${opts.withAmount ? `,
  'amount', ${sl}.amount::text` : ''})`;

/**
 * A job-work item from alias `i` (rm_job_work_item plus a `product_name` column), with its slips
 * from `slipsFrom` (a table or CTE of rm_slip rows) and its sub-party from alias `s`.
 */
export const itemJson = (opts: { i?: string; slipsFrom: string; s?: string }) => {
  const i = opts.i ?? 'i';
  return `json_build_object(
  'id', ${i}.id, 'itemType', ${i}.item_type, 'year', ${i}.year, 'month', ${i}.month,
  'product', json_build_object('id', ${i}.product_id, 'name', ${i}.product_name),
  'workRate', ${i}.work_rate::text, 'lossPercentage', ${i}.loss_percentage::text, 'marketRate', ${i}.market_rate::text,
  'isLossInclusive', ${i}.is_loss_inclusive, 'includeMarketRate', ${i}.include_market_rate,
  'quantity', ${i}.quantity::text, 'inclusiveLossQuantity', ${i}.inclusive_loss_quantity::text,
  'exclusiveLossQuantity', ${i}.exclusive_loss_quantity::text,
  'lossQuantity', ${i}.loss_quantity::text, 'effectiveQuantity', ${i}.effective_quantity::text,
  'amountRate', ${i}.amount_rate::text, 'amount', ${i}.amount::text,
  'slips', (SELECT coalesce(json_agg(${slipJson('sl', { withAmount: true })} ORDER BY sl.issue_date, sl.prefix, sl.slip_no, sl.id), '[]'::json)
            FROM ${opts.slipsFrom} sl WHERE sl.job_work_item_id = ${i}.id),
  'subPartyMonth', json_build_object('subParty', ${subPartyRefJson(opts.s ?? 's')}))`;
};

/** A bill of `kind` from alias `b` (rm_bill plus a `product_name` column) and its sub-party alias `s`. */
export const billJson = (kind: BillKind, b = 'b', s = 's') => `json_build_object(
  'id', ${b}.id, 'type', ${b}.kind, 'issueDate', ${b}.issue_date::text, 'fullBillNo', ${b}.full_bill_no,
  'product', json_build_object('id', ${b}.product_id, 'name', ${b}.product_name),
  'quantity', ${b}.quantity::text, 'workRate', ${b}.work_rate::text,${billHasSaleRate(kind)
    ? ` 'saleRate', ${b}.sale_rate::text,`
    : ` 'jobWorkerChallanNo', ${b}.jw_challan_no, 'jobWorkerChallanDate', ${b}.jw_challan_date::text,`}
  'amountRate', ${b}.amount_rate::text, 'amount', ${b}.amount::text, 'note', ${b}.note, 'subParty', ${subPartyRefJson(s)})`;

/** The spec's type of a party-level document (INWARD_CASH, …) from its kind column (the registry's wire table). */
const entryTypeSql = (col: string) => `CASE ${col} ${kindsAt('party').map((kind) => `WHEN '${kind}' THEN '${KIND_WIRE[kind].entryType}'`).join(' ')} END`;

/** A cash receipt from alias `k` of rm_cash and its party alias `p`. */
export const cashJson = (k = 'k', p = 'p') => `json_build_object(
  'id', ${k}.id, 'type', ${entryTypeSql(`${k}.kind`)}, 'issueDate', ${k}.issue_date::text, 'amount', ${k}.amount::text, 'note', ${k}.note,
  'party', json_build_object('id', ${p}.id, 'name', ${p}.name))`;

/** What a note adjusts, as recorded, and whether that slip or bill is deleted since; from alias `k` of rm_cash. */
export const adjustsJson = (k = 'k') => `CASE WHEN ${k}.adjusts IS NULL THEN NULL ELSE ${k}.adjusts::jsonb || jsonb_build_object('deleted',
  NOT EXISTS (SELECT 1 FROM rm_slip x WHERE x.company_id = ${k}.company_id AND x.id = (${k}.adjusts::jsonb ->> 'id')::uuid)
  AND NOT EXISTS (SELECT 1 FROM rm_bill x WHERE x.company_id = ${k}.company_id AND x.id = (${k}.adjusts::jsonb ->> 'id')::uuid)) END`;

/** A note from alias `k` of rm_cash and its party alias `p`. */
export const noteJson = (k = 'k', p = 'p') => `json_build_object(
  'id', ${k}.id, 'type', ${entryTypeSql(`${k}.kind`)}, 'fullNoteNo', ${k}.note_no, 'issueDate', ${k}.issue_date::text, 'amount', ${k}.amount::text,
  'reason', ${k}.reason, 'note', ${k}.note, 'adjusts', ${adjustsJson(k)}, 'party', json_build_object('id', ${p}.id, 'name', ${p}.name))`;

/** A party-level document of `kind` (cash or a note) from alias `k` of rm_cash and its party alias `p`. */
export const partyDocumentJson = (kind: KindAt<'party'>, k = 'k', p = 'p') =>
  isFamily('cash')(kind) ? cashJson(k, p) : isFamily('note')(kind) ? noteJson(k, p) : unhandledKind(kind);

/** A write's answer: one document's JSON text from `sql` (a query selecting `json`), or 404 `thing` not found. */
export async function documentAnswer(tx: Tx, sql: string, values: unknown[], thing: string): Promise<RawJson> {
  const { rows } = await tx.query<{ json: string }>(prepared(sql, values));
  if (!rows.length) throw notFoundThing(thing);
  return new RawJson(rows[0].json);
}
