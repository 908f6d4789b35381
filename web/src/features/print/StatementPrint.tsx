// Printed month statement: header with balances, Outgoing and Incoming side by side, then the summary.
import { useTranslation } from 'react-i18next';
import { isZero, sumDecimals } from '../../lib/decimal';
import { formatAmount, formatDate, formatKg } from '../../lib/format';
import { monthLabel } from '../entry-drawers';
import type { Statement } from '../statement';
import { documentWords, formatBurnLoss, formatRate, itemHeading, partyDocumentNumber, partyDocumentText, slipNumber, type BalanceUnit } from '@ledger/contract';
import { useLanguageCode } from '../../lib/language';
import { balanceCssColor, useBalanceText } from '../../components/ui/Balance';
import {
  documentLabelKey,
  hasLoss,
  shortNumber,
  statementColumns,
  visibleStatements,
  type StatementColumn,
  type SubPartySelection,
} from '../statement';
import { subPartyLabel } from '../../lib/sub-party';
import '../../i18n/en/partyDetail';
import '../../i18n/en/print';

function ColumnPrint({ title, column }: { title: string; column: StatementColumn }) {
  const { t } = useTranslation();
  const d = documentWords(useLanguageCode());
  return (
    <div>
      <h2>{title}</h2>
      {column.items.map(({ item, subParty }) => (
        <table key={item.id} style={{ marginBottom: 6 }}>
          <thead>
            <tr>
              <th colSpan={3}>
                {itemHeading(item)}
                {subParty.isDefault ? '' : ` · ${t('print.subParty', { name: subParty.name })}`}
              </th>
            </tr>
            <tr>
              <th>{t('print.date')}</th>
              <th>{t('print.slipNo')}</th>
              <th className="num">{t('print.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {item.slips.map((slip) => (
              <tr key={slip.id}>
                <td className="nowrap">{formatDate(slip.issueDate)}</td>
                <td>{slipNumber(slip.prefix, slip.slipNo)}</td>
                <td className="num">{formatKg(slip.netQuantity)}</td>
              </tr>
            ))}
            <tr>
              <th colSpan={2}>{t('print.totalQuantity')}</th>
              <td className="num">{formatKg(item.quantity)}</td>
            </tr>
            {hasLoss(item) && (
              <tr>
                <th colSpan={2}>{t('partyDetail.burnLoss', { percent: shortNumber(item.lossPercentage) })}</th>
                <td className="num">{formatBurnLoss(item.lossQuantity, item.isLossInclusive)}</td>
              </tr>
            )}
            {hasLoss(item) && (
              <tr>
                <th colSpan={2}>{t('print.netQuantity')}</th>
                <td className="num">{formatKg(item.effectiveQuantity)}</td>
              </tr>
            )}
            {!isZero(item.amount) && (
              <tr>
                <th colSpan={2}>{t('partyDetail.amountAtRate', { rate: formatRate(item.amountRate) })}</th>
                <td className="num">{formatAmount(item.amount)}</td>
              </tr>
            )}
          </tbody>
        </table>
      ))}
      {column.documents.length > 0 && (
        <table style={{ marginBottom: 6 }}>
          <tbody>
            {column.documents.map(({ kind, doc }) => (
              <tr key={doc.id}>
                <td className="nowrap">{formatDate(doc.issueDate)}</td>
                <td>
                  {t('print.documentLine', {
                    label: t(documentLabelKey(kind)),
                    number: doc.fullBillNo,
                    product: doc.product.name,
                    quantity: formatKg(doc.quantity),
                    rate: formatAmount(doc.workRate),
                  })}
                  {'saleRate' in doc
                    ? ` + ${t(kind === 'PURCHASE_BILL' ? 'print.purchaseRate' : 'print.saleRate', { rate: formatAmount(doc.saleRate) })}`
                    : ''}
                </td>
                <td className="num">{formatAmount(doc.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {column.party.filter(({ docs }) => docs.length > 0).map(({ kind, docs }) => {
        const label = t(documentLabelKey(kind));
        return (
          <table key={kind}>
            <tbody>
              {docs.map((receipt) => (
                <tr key={receipt.id}>
                  <td className="nowrap">{formatDate(receipt.issueDate)}</td>
                  <td>{[label, partyDocumentNumber(receipt), partyDocumentText(receipt, d)].filter(Boolean).join(' · ')}</td>
                  <td className="num">{formatAmount(receipt.amount)}</td>
                </tr>
              ))}
              <tr>
                <th colSpan={2}>{t('print.totalOf', { label })}</th>
                <td className="num">{formatAmount(sumDecimals(docs.map((receipt) => receipt.amount), 2))}</td>
              </tr>
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

/** A balance cell read by its side, as on screen ('To give 54.860 KG'), coloured by side. */
function BalanceCell({ value, unit, strong }: { value: string; unit: BalanceUnit; strong?: boolean }) {
  const b = useBalanceText()(value, unit);
  return (
    <td className="num" data-side={b.side} style={{ color: balanceCssColor(b.side) }}>
      {strong ? <strong>{b.text}</strong> : b.text}
    </td>
  );
}

export function StatementPrint({ statement, selection, companyName }: { statement: Statement; selection: SubPartySelection; companyName: string }) {
  const { t } = useTranslation();
  const { outgoing, incoming } = statementColumns(statement, selection);
  const { partyMonth } = statement;
  const stats = partyMonth.stats;
  const selected = selection === null ? null : visibleStatements(statement, selection)[0];
  return (
    <div>
      <h1>{companyName}</h1>
      <div>
        <strong>{t('print.statementOf', { party: statement.party.name })}</strong>
        {selected ? ` / ${subPartyLabel(selected.subParty, t)}` : ''} —{' '}
        {monthLabel(partyMonth.month, partyMonth.year)}
      </div>
      <div className="print-columns">
        <ColumnPrint title={t('partyDetail.outgoing')} column={outgoing} />
        <ColumnPrint title={t('partyDetail.incoming')} column={incoming} />
      </div>
      <h2>{t('partyDetail.summary')}</h2>
      <table>
        <tbody>
          {selected ? (
            <tr>
              <th>{t('partyDetail.outMinusIn')}</th>
              <BalanceCell value={selected.subPartyMonth.outMinusIn.totalQuantity} unit="kg" />
              <BalanceCell value={selected.subPartyMonth.outMinusIn.totalAmount} unit="amount" />
            </tr>
          ) : (
            <>
              <tr>
                <th>{t('partyDetail.carriedInBalance')}</th>
                <BalanceCell value={stats.openingReceivableQuantity} unit="kg" />
                <BalanceCell value={stats.openingReceivableAmount} unit="amount" />
              </tr>
              <tr>
                <th>{t('partyDetail.forwardBalance')}</th>
                <BalanceCell value={stats.closingReceivableQuantity} unit="kg" strong />
                <BalanceCell value={stats.closingReceivableAmount} unit="amount" strong />
              </tr>
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
