// One printed slip: company, IN/OUT, number and date, party and sub-party, product and quantities.
import { formatDate, formatKg } from '../../lib/format';
import type { Slip } from '../entry-drawers/api/schemas';
import { slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../party-detail/api/statement-view';

interface SlipPrintProps {
  slip: Slip;
  entry: ItemEntry;
  partyName: string;
  companyName: string;
  copy?: string;
}

export function SlipPrint({ slip, entry, partyName, companyName, copy }: SlipPrintProps) {
  const rows: Array<[string, string]> = [
    ['Gross Quantity', `${formatKg(slip.grossQuantity)} KG`],
    ['Bag Quantity', `${formatKg(slip.bagQuantity)} KG`],
    ['Rejected Quantity', `${formatKg(slip.rejectedQuantity)} KG`],
    ['Net Quantity', `${formatKg(slip.netQuantity)} KG`],
  ];
  return (
    <section className="print-slip" aria-label={copy ?? 'Slip'}>
      {copy && <div className="print-copy-label">{copy}</div>}
      <h1>{companyName}</h1>
      <div>
        <strong>{slip.itemType === 'IN' ? 'IN SLIP (goods received)' : 'OUT SLIP (goods sent)'}</strong>
      </div>
      <table style={{ marginTop: 8 }}>
        <tbody>
          <tr>
            <th>Slip No.</th>
            <td>{slipNumber(slip.prefix, slip.slipNo)}</td>
            <th>Date</th>
            <td className="nowrap">{formatDate(slip.issueDate)}</td>
          </tr>
          <tr>
            <th>Party</th>
            <td colSpan={3}>
              {partyName}
              {entry.subParty.isDefault ? '' : ` / ${entry.subParty.name}`}
            </td>
          </tr>
          <tr>
            <th>Product</th>
            <td colSpan={3}>{entry.item.product.name}</td>
          </tr>
        </tbody>
      </table>
      <table style={{ marginTop: 8 }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td className="num">{label === 'Net Quantity' ? <strong>{value}</strong> : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {slip.note && <p>Note: {slip.note}</p>}
      <div className="signatures">
        <span>Receiver&apos;s Signature</span>
        <span>Authorised Signatory</span>
      </div>
    </section>
  );
}
