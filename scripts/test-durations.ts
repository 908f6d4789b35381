// Writes test/durations.json, the order a clean checkout starts test files in (test/support/sequencer.ts), from the
// durations of the last run that vitest keeps in its cache. Run it after a whole `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE } from '../test/support/sequencer.ts';

const CACHE = path.resolve(path.dirname(DURATIONS_FILE), '../.cache/vite/vitest');
const durations: Record<string, number> = {};
for (const dir of fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : []) {
  const file = path.join(CACHE, dir, 'results.json');
  if (!fs.existsSync(file)) continue;
  const { results } = JSON.parse(fs.readFileSync(file, 'utf8')) as { results: Array<[string, { duration?: number }]> };
  for (const [key, { duration }] of results) if (duration !== undefined && !key.startsWith('unit:')) durations[key] = Math.round(duration / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files' durations written to ${path.relative(process.cwd(), DURATIONS_FILE)}`);
