// The lint catches a label written as a literal in a web .ts file (eslint.config.js): the English that was
// left in the Hindi UI this way (the default sub-party's 'Default', the Add Entry menu's labels) fails it,
// while catalogue keys, codes and validation messages pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const PROBE = 'web/src/lib/label-probe.ts';
// The probe is no file of the web's tsconfig, so it is linted without types (the type-aware rules, off here, are
// for files on disk).
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: { files: [PROBE], languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 0 } },
});

async function labelErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: PROBE });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`the probe was not linted: ${fatal.message}`);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('the label lint for .ts files', { timeout: 30_000 }, () => {
  it('refuses a word written as a label, a label property or a label function\'s result', async () => {
    expect(await labelErrors("export const subPartyLabel = (s: { name: string; isDefault: boolean }) => (s.isDefault ? 'Default' : s.name);\n")).toBe(1);
    expect(await labelErrors("export const MENU = [{ kind: 'inSlip', label: 'In Slip', hint: 'goods received' }];\n")).toBe(2);
    expect(await labelErrors('export function sheetTitle(month: string) { return `Statement of ${month}`; }\n')).toBe(1);
  });

  it('lets keys, codes and messages through', async () => {
    expect(await labelErrors("export const kindLabel = (k: string, t: (key: string) => string) => t(`audit.kinds.${k}`);\n")).toBe(0);
    expect(await labelErrors("export const TYPES = [{ type: 'INWARD', chip: 'IN', chipKey: 'in' }];\n")).toBe(0);
    expect(await labelErrors("import { z } from 'zod';\nexport const name = z.string().min(1, 'Party Name is required');\n")).toBe(0);
    expect(await labelErrors('export const partyLine = (a: string, b: string) => `${a} / ${b}`;\n')).toBe(0);
    // A label given to said/says is a catalogue message's part (written in Hindi by the catalogue's labels).
    expect(await labelErrors("import { says } from '@ledger/contract';\nexport const e = says('required', { label: 'Party Name' });\n")).toBe(0);
    expect(await labelErrors("export const e = wrap('required', { label: 'Party Name' });\n")).toBe(1);
  });
});
