// The month's Share and As-of dialogs, titled with the party and the month in words ("Ramesh · April 2026").
// Each loads when first opened.
import { lazy } from 'react';
import { Deferred } from '../../../components/ui/Deferred';
import type { PartyMonth } from '../../documents';
import { monthLabel } from '../../entry-drawers';
import { LazyShareDialog as ShareDialog } from '../../sharing';
import type { Statement } from '../../statement';

// Through the audit feature's index, asked for only then: a static import of that index would bring its history
// drawer (Drawer, Timeline, Table) into the party page's first load.
const AsOfDialog = lazy(() => import('../../audit').then((audit) => audit.loadAsOfDialog()).then((m) => ({ default: m.AsOfDialog })));

interface MonthDialogsProps {
  partyId: string;
  partyName: string | undefined;
  monthId: string | null;
  /** The month's name for the title (the party's name alone until the months load). */
  month: PartyMonth | undefined;
  statement: Statement | undefined;
  shareOpen: boolean;
  asOfOpen: boolean;
  onCloseShare: () => void;
  onCloseAsOf: () => void;
}

export function MonthDialogs({ partyId, partyName, monthId, month, statement, shareOpen, asOfOpen, onCloseShare, onCloseAsOf }: MonthDialogsProps) {
  if (!monthId) return null;
  const title = [partyName, month ? monthLabel(month.month, month.year) : null].filter(Boolean).join(' · ');
  return (
    <>
      <Deferred when={shareOpen}>
        <ShareDialog opened={shareOpen} onClose={onCloseShare} partyId={partyId} partyMonthId={monthId} title={title} />
      </Deferred>
      <Deferred when={asOfOpen}>
        <AsOfDialog opened={asOfOpen} onClose={onCloseAsOf} partyMonthId={monthId} monthLabel={title} today={statement} />
      </Deferred>
    </>
  );
}
