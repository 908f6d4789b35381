// "Today" and every business date are Asia/Kolkata (ledger rules, "Numbers"): a date taken from a clock
// goes through istDate (contract/src/months.ts), and calendar arithmetic on YYYY-MM-DD dates through that
// file's helpers (addDays, daysBetween, lastDayOfMonth, isValidDate). This test reads the production
// sources (services, projections, contract, web) and refuses what gives a UTC or a machine-local date
// instead: `toISOString().slice(0, 10)` (a day early from 00:00 to 05:30 IST), its `.slice(0, 7)`,
// `.substring` and `.split('T')` forms, and the local-time getters (`getFullYear()`, `getMonth()`, …),
// which follow the machine's time zone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['services', 'projections/src', 'contract/src', 'web/src'];
/** The one home of these conversions, and the property tests' oracle (independent of the code on purpose). */
const ALLOWED = new Set(['contract/src/months.ts', 'projections/src/ledger/oracle.ts']);

const RULES: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /toISOString\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*(10|7)\s*\)/, why: 'a UTC date: use istDate(instant) or a months.ts helper' },
  { pattern: /toISOString\(\)\s*\.\s*split\(\s*['"`]T['"`]\s*\)/, why: 'a UTC date: use istDate(instant) or a months.ts helper' },
  { pattern: /\.\s*(getFullYear|getMonth|getDate|getDay|getHours)\(\s*\)/, why: 'a date in the machine\'s time zone: use istDate(instant)' },
];

/** A hand-written India offset (330 minutes) instead of istDate: refused in the tests and benches too. */
const HAND_OFFSET = /\b330\s*\*\s*60(?![0-9])/;
const OFFSET_DIRS = [...SOURCES, 'test', 'bench'];
const THIS_FILE = 'test/unit/business-dates.unit.spec.ts';

/** The .ts and .tsx files under `dir` (specs and tests only with `specs`), without installed, built or bench output. */
function* tsFiles(dir: string, specs: boolean): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'results'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(full, specs);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && (specs || !/\.(spec|test)\.tsx?$/.test(entry.name))) yield full;
  }
}

/** Every line under `dirs` (outside ALLOWED and this file) for which `whys` names a reason, as 'file:line: code (why)'. */
function refusedLines(root: string, dirs: string[], specs: boolean, whys: (line: string) => string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of tsFiles(path.join(root, dir), specs)) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (ALLOWED.has(rel) || rel === THIS_FILE) continue;
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        for (const why of whys(line)) found.push(`${rel}:${i + 1}: ${line.trim()} (${why})`);
      });
    }
  }
  return found;
}

/** Every refused use in the production sources. */
export function utcDateUses(root = ROOT): string[] {
  return refusedLines(root, SOURCES, false, (line) => RULES.filter((rule) => rule.pattern.test(line)).map((rule) => rule.why));
}

/** Every hand-written offset outside months.ts, in sources, tests and benches. */
function handOffsets(): string[] {
  return refusedLines(ROOT, OFFSET_DIRS, true, (line) => (HAND_OFFSET.test(line) ? ['use istDate'] : []));
}

describe('business dates are Asia/Kolkata', () => {
  it('no production source takes a date from toISOString() or from a local-time getter', () => {
    expect(utcDateUses()).toEqual([]);
  });

  it('no source, test or bench writes the India offset by hand (330 * 60 …): "today in Kolkata" is istDate', () => {
    expect(handOffsets()).toEqual([]);
    for (const line of ['new Date(Date.now() + 330 * 60_000)', 'Date.now() + 330 * 60 * 1000']) expect(HAND_OFFSET.test(line), line).toBe(true);
  });

  it('the check sees each refused form', () => {
    const lines = [
      "const today = new Date().toISOString().slice(0, 10);",
      "const day = now.toISOString().split('T')[0];",
      "const ym = d.toISOString().substring(0, 7);",
      "const year = new Date().getFullYear();",
    ];
    for (const line of lines) expect(RULES.some((r) => r.pattern.test(line)), line).toBe(true);
    for (const ok of ['const t = d.toISOString();', 'const y = d.getUTCFullYear();', "istDate(now)"]) {
      expect(RULES.some((r) => r.pattern.test(ok)), ok).toBe(false);
    }
  });
});
