// The one CSV writer (csv.ts) that the server's files and the web's Activity CSV both use: no text a
// spreadsheet would run as a formula (= + - @ tab CR first), negative numbers left as numbers, RFC 4180
// quoting, a BOM and CRLF lines.
import { describe, expect, it } from 'vitest';
import { csvField, csvFile, isFormulaLike, neutraliseFormula } from './csv.ts';
import { readCsv } from '../../test/support/csv.ts';

describe('neutraliseFormula', () => {
  it('when text starts with = + - @, a tab or a CR, then it gets a leading apostrophe', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '=1+1', '+1', '+91 98765 43210', '-x', '-1+1', '-2207.50 cash', '@SUM(1)', '\tx', '\r=1', '=cmd|\' /C calc\'!A0']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(true);
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
  });

  it('when text is a negative number as the API writes it (a balance), then it stays that number', () => {
    for (const text of ['-54.860', '-2207.50', '-3', '-0.000']) {
      expect(isFormulaLike(text), text).toBe(false);
      expect(neutraliseFormula(text)).toBe(text);
    }
  });

  it('when the formula sign is not first, or the text is plain, then nothing changes', () => {
    for (const text of ['Shree Textiles', 'a=b', ' =1', '54.860', "'=already", '', 'SL-2', 'कुल बकाया ₹']) {
      expect(isFormulaLike(text), JSON.stringify(text)).toBe(false);
      expect(neutraliseFormula(text)).toBe(text);
    }
  });
});

describe('csvField and csvFile', () => {
  it('quotes a field only when it holds a comma, a quote, a CR or an LF, after neutralising it', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvField('\rx')).toBe('"\'\rx"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('SL "2"')).toBe('"SL ""2"""');
    expect(csvField('Shree Textiles, Surat')).toBe('"Shree Textiles, Surat"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes numbers as they are (a negative one too) and nothing as an empty field', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes a BOM and a CRLF after every line; a spreadsheet reads back the neutralised cells', () => {
    const csv = csvFile([['Party', 'Balance'], ['=HYPERLINK("http://x","y")', '-54.860'], ['@SUM(1)', -2207.5]]);
    expect(csv).toBe('\uFEFFParty,Balance\r\n"\'=HYPERLINK(""http://x"",""y"")",-54.860\r\n\'@SUM(1),-2207.5\r\n');
    expect(readCsv(csv)).toEqual([['Party', 'Balance'], ['\'=HYPERLINK("http://x","y")', '-54.860'], ["'@SUM(1)", '-2207.5']]);
  });
});
