// An item's slips: Date (DD-MM-YYYY), Slip No. (prefix-slipNo), Quantity, and the row menu, with a received slip's
// job worker's challan on a line under it; or 'No Slips'.
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKg } from '../../../lib/format';
import { usePagedRows } from '../../../lib/paged-rows';
import { slipNumber } from '@ledger/contract';
import type { Slip } from '../../documents';
import type { ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { RowMenuButton } from '../../../components/ui/RowMenu';
import { slipMenuItems, slipMenuLabel } from './SlipMenu';
import classes from './SlipTable.module.css';
import '../../../i18n/en/partyDetail';

/**
 * A busy item's slips (a month of 100 and more on one card) are drawn progressively (issue 28, "render less"): a
 * screenful at once, the rest a slice per task after it (lib/paged-rows.ts, one page of every slip), so the
 * statement's first screen does not wait for four cards of 100 rows and the page answers a tap between slices.
 * Every slip is in the card in the end (a slip added today, the last, too), and printing draws them all at once.
 */
const FIRST_SLIPS = 20;
const STEP_SLIPS = 20;

/** One slip's row (and its challan line): memoised, so each slice draws only its own rows. */
const SlipRow = memo(function SlipRow({ slip, entry, actions, t }: { slip: Slip; entry: ItemEntry; actions: StatementActions; t: TFunction }) {
  return (
    <>
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
    </>
  );
});

export function SlipTable({ entry, actions }: { entry: ItemEntry; actions: StatementActions }) {
  const { t } = useTranslation();
  const { slips } = entry.item;
  // One page of every slip (no "Show more" under a card), drawn in slices; the item's own (a card is its item's).
  const drawn = usePagedRows(slips, entry.item.id, Number.POSITIVE_INFINITY, FIRST_SLIPS, STEP_SLIPS);
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
        {drawn.shown.map((slip) => (
          <SlipRow key={slip.id} slip={slip} entry={entry} actions={actions} t={t} />
        ))}
      </tbody>
    </table>
  );
}
