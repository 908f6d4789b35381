// The Activity CSV reads in the screen's language: its header row from the catalogue (it was written in
// English in the code), "What" and the document by the kind's one name (@ledger/contract entryKinds.ts).
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { entryKindName, type ActivityEvent } from '@ledger/contract';
import { en } from '../../../i18n/en';
import { hi } from '../../../i18n/hi';
import { readCsv } from '../../../../../test/support/csv.ts';
import { ACTIVITY_CSV_COLUMNS, activityCsv } from './activity-csv';

async function translator(lng: 'en' | 'hi'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, hi: { translation: hi } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const received = {
  seq: 7, type: 'BillAdded', recordedAt: '2026-04-14T04:30:00.000Z', actor: { userId: null, role: 'owner', mobileNo: '9876543210' },
  data: { kind: 'OUTWARD_JOBWORK_BILL', fullBillNo: 'RC-1' }, voided: false, entryKind: 'OUTWARD_JOBWORK_BILL',
  documentKind: 'bill', documentId: 'b1', party: { id: 'p1', name: 'Shree Textiles' },
} as unknown as ActivityEvent;

const rowsOf = readCsv;

describe('the Activity CSV', () => {
  it('has its header and words in the screen\'s language, a Received Challan by its name', async () => {
    for (const [lang, catalogue] of [['en', en], ['hi', hi]] as const) {
      const [header, row] = rowsOf(activityCsv([received], await translator(lang)));
      expect(header, lang).toEqual(ACTIVITY_CSV_COLUMNS.map((column) => catalogue.audit.csv[column]));
      expect(row?.[3], lang).toContain(entryKindName('OUTWARD_JOBWORK_BILL', lang));
      expect(row?.[4], lang).toBe('BillAdded');
      expect(row?.[5], lang).toBe(entryKindName('OUTWARD_JOBWORK_BILL', lang));
    }
    const [hindiHeader] = rowsOf(activityCsv([], await translator('hi')));
    if (!hindiHeader) throw new Error('the Hindi CSV has no header row');
    expect(hindiHeader.join(' ').replace(/IST/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('starts with a BOM so that Excel reads Devanagari, and quotes a field that holds a quote or a comma', async () => {
    const csv = activityCsv([{ ...received, data: { note: 'say "hi"' } }], await translator('en'));
    expect(csv.startsWith('\uFEFFSeq,Recorded (IST),')).toBe(true);
    expect(csv).toContain(',"{""note"":""say \\""hi\\""""}"\r\n');
  });

  it('writes a party named like a formula as text a spreadsheet will not run (the server files\' rule)', async () => {
    const named = (name: string) => ({ ...received, party: { id: 'p1', name } }) as ActivityEvent;
    const csv = activityCsv([named('=HYPERLINK("http://x","y")'), named('@SUM(1)'), named('-2+3'), named('+91 Traders')], await translator('en'));
    const party = ACTIVITY_CSV_COLUMNS.indexOf('party');
    expect(readCsv(csv).slice(1).map((row) => row[party])).toEqual(['\'=HYPERLINK("http://x","y")', "'@SUM(1)", "'-2+3", "'+91 Traders"]);
    expect(csv).toContain(',"\'=HYPERLINK(""http://x"",""y"")",');
  });
});
