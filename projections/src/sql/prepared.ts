// Named statements: node-postgres prepares a named query once per connection and then only binds
// values, which saves Postgres the parse and plan of the hot, fixed queries on every call.
import { createHash } from 'node:crypto';

const names = new Map<string, string>();

export function prepared(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  let name = names.get(text);
  if (!name) names.set(text, (name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return { name, text, values };
}
