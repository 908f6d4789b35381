// One printed slip: company, IN/OUT, number and date, party and sub-party, product and quantities, and its QR code
// (docs/gate.md: made by the server, read by the Scan screen).
import { useTranslation } from 'react-i18next';
import { formatDate, formatKg } from '../../lib/format';
import { partyAndSubParty } from '../../lib/sub-party';
import type { Slip } from '../documents';
import { slipKind, slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../statement';
import { SlipQr } from './SlipQr';
import '../../i18n/en/kinds';
import '../../i18n/en/print';

interface SlipPrintProps {
  slip: Slip;
  entry: ItemEntry;
  partyName: string;
  companyName: string;
  /** The slip's QR text as the server made it (/itemSlip/code/get/v1). */
  code: string;
  copy?: string;
}

export function SlipPrint({ slip, entry, partyName, companyName, code, copy }: SlipPrintProps) {
  const { t } = useTranslation();
  // [label, value, bold]
  const rows: Array<[string, string, boolean]> = [
    [t('print.grossQuantity'), `${formatKg(slip.grossQuantity)} KG`, false],
    [t('print.bagQuantity'), `${formatKg(slip.bagQuantity)} KG`, false],
    [t('print.rejectedQuantity'), `${formatKg(slip.rejectedQuantity)} KG`, false],
    [t('print.netQuantity'), `${formatKg(slip.netQuantity)} KG`, true],
  ];
  return (
    <section className="print-slip" aria-label={copy ?? t('print.slip')}>
      <div className="print-slip-head">
        <div>
          {copy && <div className="print-copy-label">{copy}</div>}
          <h1>{companyName}</h1>
          <div>
            <strong>{t('print.slipHeading', { name: t(`kinds.name.${slipKind(slip.itemType)}`), hint: t(`kinds.hint.${slipKind(slip.itemType)}`) })}</strong>
          </div>
        </div>
        <SlipQr code={code} label={t('print.qrLabel')} caption={slipNumber(slip.prefix, slip.slipNo)} />
      </div>
      <table style={{ marginTop: 8 }}>
        <tbody>
          <tr>
            <th>{t('print.slipNo')}</th>
            <td>{slipNumber(slip.prefix, slip.slipNo)}</td>
            <th>{t('print.date')}</th>
            <td className="nowrap">{formatDate(slip.issueDate)}</td>
          </tr>
          <tr>
            <th>{t('print.party')}</th>
            <td colSpan={3}>
              {partyAndSubParty({ name: partyName }, entry.subParty)}
            </td>
          </tr>
          <tr>
            <th>{t('print.product')}</th>
            <td colSpan={3}>{entry.item.product.name}</td>
          </tr>
        </tbody>
      </table>
      <table style={{ marginTop: 8 }}>
        <tbody>
          {rows.map(([label, value, bold]) => (
            <tr key={label}>
              <th>{label}</th>
              <td className="num">{bold ? <strong>{value}</strong> : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {slip.note && <p>{t('print.note', { note: slip.note })}</p>}
      <div className="signatures">
        <span>{t('print.receiverSignature')}</span>
        <span>{t('print.authorisedSignatory')}</span>
      </div>
    </section>
  );
}
