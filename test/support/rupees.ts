// A gate clerk sees no rupee figure (docs/gate.md "The gate clerk"): the walk the clerk tests and the
// hostile campaign run over every answer given to a clerk.

/** Keys that name a rupee figure in our answers (rates, amounts, balances, values, a party's stats). */
const RUPEE_KEY = /rate|amount|balance|value|price|rupee|stats/i;

/** Every key of a JSON value that names a rupee figure and holds one, and every text with a ₹ sign, as `path: value`. */
export function rupeeFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => rupeeFields(v, `${path}[${i}]`));
  if (typeof value === 'string') return value.includes('₹') ? [`${path}: ${value}`] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(RUPEE_KEY.test(k) && v !== null ? [`${path}.${k}: ${JSON.stringify(v)}`] : []),
    ...rupeeFields(v, `${path}.${k}`),
  ]);
}
