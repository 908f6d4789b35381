// The shell's one history drawer, for whichever row asked (lib/history-store.ts).
import { closeHistory, useHistoryTarget } from '../../../lib/history-store';
import { HistoryDrawer } from './HistoryDrawer';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';

export function HistoryHost() {
  const target = useHistoryTarget();
  const titled = useKeptWhileClosing(target);
  return <HistoryDrawer id={target?.id ?? null} title={titled?.title ?? ''} onClose={closeHistory} />;
}
