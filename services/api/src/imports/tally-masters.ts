// Tally's masters export (XML) as the import's rows (docs/import.md): ledgers under Sundry Debtors or Sundry Creditors
// become parties, with their opening balance (Tally writes a debit negative: Dr is what the party owes us, our
// receivable), address, state, GSTIN and mobile; stock items become products with their HSN code. Read with
// fast-xml-parser (no entity expansion, no DTD), wherever in the envelope the masters sit.
import { XMLParser } from 'fast-xml-parser';
import type { PartyRowInput, ProductRowInput } from '@ledger/contract';

type Node = Record<string, unknown>;
const PARTY_GROUPS = new Set(['sundry debtors', 'sundry creditors']);

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
/** A leaf's text (a number when the parser read one: kept as written since parseTagValue is off). */
const text = (v: unknown): string => {
  const first = list(v)[0];
  if (typeof first === 'string' || typeof first === 'number') return String(first).trim();
  if (isNode(first) && '#text' in first) return String(first['#text']).trim();
  return '';
};

/** Every node named `tag` anywhere under `root`. */
function collect(root: unknown, tag: string, out: Node[] = []): Node[] {
  for (const item of list(root)) {
    if (!isNode(item)) continue;
    for (const [key, value] of Object.entries(item)) {
      if (key === tag) for (const n of list(value)) { if (isNode(n)) out.push(n); }
      else if (typeof value === 'object') collect(value, tag, out);
    }
  }
  return out;
}

const nameOf = (n: Node) => text(n['@_NAME']) || text(isNode(n['NAME.LIST']) ? n['NAME.LIST'].NAME : undefined);

/** Tally's opening as our receivable: a plain figure with Dr negative, or one ending in Dr or Cr. */
function receivable(opening: string): string {
  const t = opening.replace(/\s+/g, ' ').trim();
  const side = /\s*(Dr|Cr)\.?$/i.exec(t);
  const figure = side ? t.slice(0, side.index).trim() : t;
  if (figure === '' || /^-?0*(\.0*)?$/.test(figure)) return '';
  const unsigned = figure.replace(/^-/, '');
  const debit = side ? side[1]?.toLowerCase() === 'dr' : figure.startsWith('-');
  return debit ? unsigned : `-${unsigned}`;
}

/** The parties and products of a masters file, or null when it is not one (no ledger and no stock item). */
export function tallyMasters(xml: string): { parties: PartyRowInput[]; products: ProductRowInput[] } | null {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, processEntities: true });
  const doc: unknown = parser.parse(xml);
  const ledgers = collect(doc, 'LEDGER');
  const items = collect(doc, 'STOCKITEM');
  if (!ledgers.length && !items.length) return null;
  const parties = ledgers
    .filter((l) => PARTY_GROUPS.has(text(l.PARENT).toLowerCase()))
    .map((l, i): PartyRowInput => {
      const address = list(isNode(l['ADDRESS.LIST']) ? l['ADDRESS.LIST'].ADDRESS : undefined).map((a) => text(a)).filter(Boolean).join(', ');
      return {
        row: i + 1,
        name: nameOf(l),
        subParties: '',
        phone: text(l.LEDGERMOBILE) || text(l.LEDGERPHONE),
        address,
        state: text(l.LEDSTATENAME) || text(l.STATENAME),
        gstin: text(l.PARTYGSTIN) || text(l.GSTIN),
        openingQuantity: '',
        openingAmount: receivable(text(l.OPENINGBALANCE)),
      };
    });
  const products = items.map((s, i): ProductRowInput => {
    const gst = list(s['GSTDETAILS.LIST']).find((g) => isNode(g) && text(g.HSNCODE));
    return { row: i + 1, name: nameOf(s), hsn: (isNode(gst) ? text(gst.HSNCODE) : '') || text(s.HSNCODE), valueRate: '' };
  });
  return { parties, products };
}
