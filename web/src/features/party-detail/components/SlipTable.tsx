// An item's slips: Date (DD-MM-YYYY), Slip No. (prefix-slipNo), Quantity, and the row menu, with a received slip's
// job worker's challan on a line under it; or 'No Slips'.
import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKg } from '../../../lib/format';
import { slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { slipMenuItems, slipMenuLabel } from './SlipMenu';
import classes from './SlipTable.module.css';
import '../../../i18n/en/partyDetail';

export function SlipTable({ entry, actions }: { entry: ItemEntry; actions: StatementActions }) {
  const { t } = useTranslation();
  const { slips } = entry.item;
  if (slips.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('partyDetail.noSlips')}
      </Text>
    );
  }
  // Plain elements: a busy month draws hundreds of these rows (issue 28, "render less").
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th>{t('partyDetail.date')}</th>
          <th>{t('partyDetail.slipNo')}</th>
          <th className={classes.quantity}>{t('partyDetail.quantity')}</th>
          <th className={`${classes.actions} no-print`}>
            <span className={classes.hidden}>{t('partyDetail.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {slips.map((slip) => (
          <Fragment key={slip.id}>
          <tr className={slip.jobWorkerChallanNo ? classes.withDetail : undefined}>
            <td className={classes.date}>{formatDate(slip.issueDate)}</td>
            <td>{slipNumber(slip.prefix, slip.slipNo)}</td>
            <td className={classes.quantity}>{formatKg(slip.netQuantity)}</td>
            <td className="no-print">
              <RowMenuButton label={slipMenuLabel(t, slip)} items={() => slipMenuItems(t, slip, entry, actions)} />
            </td>
          </tr>
          {slip.jobWorkerChallanNo && slip.jobWorkerChallanDate && (
            // A received slip's job worker's challan: a line of its own under the slip, the table's width.
            <tr>
              <td colSpan={4} className={classes.detail}>
                {t('partyDetail.jobWorkerChallan', { number: slip.jobWorkerChallanNo, date: formatDate(slip.jobWorkerChallanDate) })}
              </td>
            </tr>
          )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
