// The shell's one history drawer, for whichever row asked (lib/history-store.ts).
import { closeHistory, useHistoryTarget } from '../../../lib/history-store';
import { HistoryDrawer } from './HistoryDrawer';

export function HistoryHost() {
  const target = useHistoryTarget();
  return <HistoryDrawer id={target?.id ?? null} title={target?.title ?? ''} onClose={closeHistory} />;
}
