// One home per figure (issue 27): the projector computes every derived figure once
// (projections/src/ledger/figures.ts) and stores it; readers select it. This scan of the production
// sources fails when a reader computes an item, slip or bill figure again (the loss or amount rule, an SQL
// round() or a CASE on how a loss or the market rate counts), or when the net quantity, the financial year,
// the note limit, a field's length limit, the OTP's digits or the default prefix is spelled outside its home. test/int/figures-agree.int.spec.ts
// checks the same from the outside: every reader shows the statement's figures.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['contract/src', 'projections/src', 'services/api/src', 'services/worker/src', 'web/src', 'scripts'];

function productionFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) { if (e.name !== 'node_modules' && e.name !== 'dist') walk(p); }
      else if (/\.tsx?$/.test(e.name) && !/\.(spec|test)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path.relative(ROOT, p));
    }
  };
  for (const s of SOURCES) if (fs.existsSync(path.join(ROOT, s))) walk(path.join(ROOT, s));
  return out;
}

/** Each rule: what spells it, and the files allowed to (its home). */
const RULES: Array<{ rule: string; pattern: RegExp; home: string[] }> = [
  { rule: 'the loss of a quantity (lossOf)', pattern: /\blossOf\(/, home: ['contract/src/decimal.ts', 'projections/src/ledger/figures.ts'] },
  { rule: 'an amount at a rate (amountOf, mulRound)', pattern: /\b(amountOf|mulRound)\(/, home: ['contract/src/decimal.ts', 'projections/src/ledger/figures.ts'] },
  { rule: 'a figure rounded in SQL', pattern: /(^|[^.\w])round\(\s*[a-z_.]+\s*\*/i, home: [] },
  { rule: 'an item figure chosen in SQL (loss inclusive, market rate counted)', pattern: /(is_loss_inclusive|include_market_rate)\s+THEN/i, home: [] },
  { rule: 'the net quantity (gross − bag − rejected)', pattern: /gross\w*\s*-\s*[\w.]*bag/i, home: ['contract/src/slips.ts'] },
  { rule: 'the financial year\'s first month', pattern: /interval '3 months'|['"`]04-01['"`]|-04-01['"`]/, home: ['contract/src/months.ts'] },
  { rule: 'the note limit', pattern: /'Note', 1000|max\(1000\b|maxLength=\{1000\}/, home: [] },
  // facts.ts: the slip deciders' facts (one SQL round trip); the decision on the folded state replaces it.
  { rule: 'the default prefix', pattern: /\bDEFAULT_PREFIX\b|'SL'/, home: ['contract/src/slips.ts'] },
  // The oracle shares nothing with the projection on purpose: it is the property test's second computation.
  { rule: 'a bill\'s amount rate (labour + sale rate)', pattern: /workRate\b[^;\n]*\+[^;\n]*saleRate\b/, home: ['projections/src/ledger/figures.ts', 'projections/src/ledger/oracle.ts'] },
  // A field's limit is the request's (contract/src/limits.ts): the web's maxLength and the schemas read it by name.
  { rule: 'a field\'s length limit as a number in a form', pattern: /maxLength=\{\d+\}|\b(prefix|slipNo|name|password)\.length <=? \d+\b/, home: [] },
  // The e-way bill's own fields (transporter name 100, document number 15) are the portal's layout, named in eway.ts.
  { rule: 'a text field\'s length limit as a number in a schema', pattern: /\b(requiredText|optionalText)\([^()]*,\s*\d+\)|\.max\(\d+, \{ error: says\('(atMostChars|canHaveAtMostChars)'/, home: ['contract/src/eway.ts'] },
  { rule: 'the OTP\'s digits', pattern: /\/\^\\d\{4\}\$\/|randomInt\(1000\b/, home: [] },
];

describe('one home per figure', () => {
  const files = productionFiles().map((f) => ({ f, text: fs.readFileSync(path.join(ROOT, f), 'utf8') }));

  it('reads the production sources', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((x) => x.f === 'projections/src/ledger/figures.ts')).toBe(true);
  });

  for (const { rule, pattern, home } of RULES) {
    it(`when ${rule} is spelled, then only in its home`, () => {
      const spelled = files.filter((x) => !home.includes(x.f) && x.text.split('\n').some((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && pattern.test(line))).map((x) => x.f);
      expect(spelled).toEqual([]);
    });
  }

  it('catches a recomputed figure (the patterns match what they guard against)', () => {
    for (const [rule, line] of [
      [0, 'const loss = lossOf(quantity, units(s.loss_percentage, PCT));'],
      [1, 'a: amountOf(quantity, rate)'],
      [2, "round(x.net_quantity * i.work_rate, 2)::text AS amount"],
      [3, "(CASE WHEN ${i}.is_loss_inclusive THEN ${i}.inclusive_loss_quantity ELSE ${i}.exclusive_loss_quantity END)"],
      [4, 'quantity += slip.grossQuantity - slip.bagQuantity - slip.rejectedQuantity;'],
      [5, "AND x.fy = extract(year FROM cand.issue_date - interval '3 months')::int"],
      [6, "note: optionalText('Note', 1000),"],
      [7, "const prefix = company.defaultPrefix || DEFAULT_PREFIX;"],
      [8, "const rate = 'saleRate' in b ? formatDecimal(decimalUnits(b.workRate, RATE) + decimalUnits(b.saleRate, RATE), RATE) : b.workRate;"],
      [9, '<PasswordInput label={t(\'auth.password\')} withAsterisk maxLength={50} />'],
      [9, "enabled: enabled && prefix.length <= 10,"],
      [10, "const name = requiredText('Party name', 50);"],
      [10, "password: z.string().max(50, { error: says('canHaveAtMostChars', { label: 'Password', n: 50 }) }),"],
      [11, ".regex(/^\\d{4}$/, { error: says('enterOtp') });"],
      [11, '.refine((v) => /^\\d{4}$/.test(v), said(\'otpDigits\'));'],
      [11, 'export const newOtp = (): string => String(randomInt(1000, 10000));'],
    ] as const) expect(RULES[rule].pattern.test(line), RULES[rule].rule).toBe(true);
  });
});
