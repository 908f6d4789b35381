// The Activity CSV, built in the browser, neutralises text a spreadsheet would run as a formula, as the
// server's files do (issue 26; one writer, @ledger/contract csv.ts): parties named =HYPERLINK("http://x","y")
// and @SUM(1) are downloaded as text with a leading apostrophe. Where LibreOffice is installed, soffice
// opens the downloaded file and writes it back as CSV: the names come back as text, not evaluated (a hand-
// made control row shows that soffice does evaluate a formula that is not neutralised).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { present } from '../support/present.ts';
import { isFormulaLike } from '@ledger/contract';
import { useBrowserSuite } from './support/suite';
import { apiAs } from './support/accounts';
import { readCsv } from '../support/csv';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-activity-csv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const HYPERLINK = '=HYPERLINK("http://x","y")';
const SUM = '@SUM(1)';

async function downloaded(page: Page, start: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** soffice on PATH (LibreOffice Calc), or null: the spreadsheet check is optional. */
function soffice(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The CSV as LibreOffice Calc reads it (UTF-8, comma, quote), written back as CSV: what each cell shows. */
function throughCalc(bin: string, file: string): string[][] {
  const out = path.join(dir, `calc-${path.basename(file, '.csv')}`);
  execFileSync(bin, [`-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', out, file], { stdio: 'pipe', timeout: 120_000 });
  return readCsv(fs.readFileSync(path.join(out, path.basename(file)), 'utf8'));
}

describe('the Activity CSV', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('writes parties named =HYPERLINK(…) and @SUM(1) as text no spreadsheet runs', async () => {
    await suite.asNewOwner(async (page, owner) => {
      for (const name of [HYPERLINK, SUM]) await apiAs(suite.app, owner, '/party/add/v1', { name });
      await page.goto('/activity');
      await page.getByTestId('activity-row').first().waitFor();
      const file = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());

      const [header, ...rows] = readCsv(fs.readFileSync(file, 'utf8'));
      const party = present(header, 'the header row').indexOf('Party');
      expect(party).toBeGreaterThanOrEqual(0);
      const parties = rows.map((row) => row[party]).filter(Boolean);
      expect(parties).toEqual(expect.arrayContaining([`'${HYPERLINK}`, `'${SUM}`]));
      // No cell of the file is one a spreadsheet would take for a formula.
      expect(rows.flat().filter(isFormulaLike)).toEqual([]);

      const bin = soffice();
      if (!bin) {
        console.log('activity-csv: soffice not installed; the LibreOffice check is skipped');
        return;
      }
      // A control file: the same names, not neutralised, do run in Calc (=HYPERLINK shows "y").
      const control = path.join(dir, 'control.csv');
      fs.writeFileSync(control, `\uFEFFParty\r\n"${HYPERLINK.replace(/"/g, '""')}"\r\n`);
      expect(throughCalc(bin, control)[1]).toEqual(['y']);

      const shown = throughCalc(bin, file);
      expect(shown.slice(1).map((row) => row[party]).filter(Boolean)).toEqual(parties);
    });
  });
});
