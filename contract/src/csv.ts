// CSV for spreadsheets, one home for every CSV the product writes: the server's files (services/api
// export/table.ts: statements, ledgers, Entries, ITC-04) and the web's Activity CSV (built in the browser).
// RFC 4180 quoting, a UTF-8 BOM (so Excel on Windows reads ₹ and Devanagari), CRLF line ends, and no text
// cell a spreadsheet would run as a formula (CSV injection: `=HYPERLINK(…)`, `@SUM(…)`, a DDE payload).

/** A plain decimal with a minus sign, as the API writes a negative balance ('-54.860'): a number, not a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;

/**
 * True when a spreadsheet could take the text for a formula: it starts with = + - @, a tab or a CR. A
 * negative number in the API's decimal form ('-54.860', '-2207.50', '-3') is read as that number and is
 * left alone; anything else after a '-' ('-x', '-1+1') is a formula to Excel.
 */
export function isFormulaLike(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text);
}

/** Text a spreadsheet shows as it is: a leading apostrophe when it would otherwise be a formula. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/** A CSV cell's value: text, a number, or nothing (an empty field). */
export type CsvValue = string | number | null | undefined;

/**
 * One RFC 4180 field: text neutralised (neutraliseFormula), then quoted when it holds a comma, a quote, a CR
 * or an LF, quotes doubled. A number is written as JavaScript prints it; null and undefined are empty.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: a UTF-8 BOM, then each line's fields (csvField) joined by commas, each line ended by CRLF. */
export function csvFile(lines: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${lines.map((line) => `${line.map(csvField).join(',')}\r\n`).join('')}`;
}
