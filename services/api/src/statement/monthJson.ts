// The sub-party month as the statement and the month note answer it (contract shapes.ts
// subPartyMonthShape), as one SQL json_build_object: its Out − In totals come from here, not the web.
// A month with no row in rm_sub_party_month has no documents and no note: zero totals, note null.

const totals = (quantity: string, amount: string) =>
  `json_build_object('totalQuantity', (${quantity})::text, 'totalAmount', (${amount})::text)`;

/**
 * `m` an alias of rm_sub_party_month (null columns when the month has no row); `id`, `year`, `month`
 * SQL expressions of the month's id (`<subPartyId>:YYYY-MM`), year and month.
 */
export const subPartyMonthJson = (o: { m: string; id: string; year: string; month: string }) => {
  const q = (col: string) => `coalesce(${o.m}.${col}, 0.000)`;
  const a = (col: string) => `coalesce(${o.m}.${col}, 0.00)`;
  return `json_build_object(
  'id', ${o.id}, 'month', ${o.month}::int, 'year', ${o.year}::int, 'note', ${o.m}.note, 'stats', json_build_object(
    'in', ${totals(q('in_quantity'), a('in_amount'))},
    'out', ${totals(q('out_quantity'), a('out_amount'))}),
  'outMinusIn', ${totals(`${q('out_quantity')} - ${q('in_quantity')}`, `${a('out_amount')} - ${a('in_amount')}`)})`;
};
