// A CSV file read back as a spreadsheet would split it (RFC 4180: quoted fields, doubled quotes, CR and LF
// inside quotes), so tests check cells rather than bytes. Lines end with CRLF (ours) or LF (LibreOffice's);
// the BOM is dropped; the last line end ends no row.
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (quoted) {
      if (c === '"' && s.charAt(i + 1) === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || (c === '\r' && s.charAt(i + 1) === '\n')) { row.push(field); rows.push(row); row = []; field = ''; if (c === '\r') i++; }
    else field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}
