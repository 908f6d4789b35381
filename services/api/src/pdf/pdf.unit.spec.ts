// The PDF foundation: script runs from t(), and a rendered statement whose text (₹, Devanagari)
// survives extraction with poppler's pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPdf, t } from './pdf.ts';

describe('t', () => {
  it('keeps a single-script string as one node in its face', () => {
    expect(t('Ramesh', { bold: true })).toEqual({ bold: true, text: 'Ramesh', font: 'Latin' });
    expect(t('₹')).toEqual({ text: '₹', font: 'Deva' });
  });

  it('puts Devanagari alone behind a zero-width Latin run, so it sits on the Latin baseline', () => {
    expect(t('कुल', { bold: true })).toEqual({ bold: true, text: [{ text: '\u200B', font: 'Latin' }, { text: 'कुल', font: 'Deva' }] });
  });

  it('splits mixed text into runs, with ₹ in the Devanagari face', () => {
    expect(t('₹ 5')).toEqual({ text: [{ text: '₹', font: 'Deva' }, { text: ' 5', font: 'Latin' }] });
  });
});

describe('renderPdf', () => {
  it('renders a statement whose Latin, ₹ and Devanagari text extracts', async () => {
    const pdf = await renderPdf({
      content: [
        t('Ramesh Textiles', { fontSize: 16, bold: true }),
        { table: { body: [['Date', 'Amount', 'Weight'].map((s) => t(s, { bold: true })), ['01-04-2026', '₹ 1,00,000.50', '105.500 KG'].map((s) => t(s))] } },
        t('कुल बकाया ₹ 5,000.00'),
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
    try {
      const file = path.join(dir, 'statement.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const s of ['Ramesh Textiles', '01-04-2026', '₹ 1,00,000.50', '105.500 KG']) expect(text).toContain(s);
      // Shaped Devanagari can come back reordered (e.g. an i-matra before its consonant), so only
      // a simple word is asserted; pdftotext currently returns the whole line 'कुल बकाया ₹ 5,000.00'.
      expect(text).toContain('कुल');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
