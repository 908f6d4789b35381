// The item dialog follows its item: after an edit reloads the statement it shows the item's latest data, and an
// item gone from the loaded statement (deleted) closes its dialog for good (otherwise it would open again by
// itself if a later slip recreated an item with the same id).
import { useEffect, useMemo } from 'react';
import { itemsOf, type ItemEntry, type Statement } from '../../statement';
import type { DialogsAction } from './party-dialogs';

export function useLiveItemEntry(itemEntry: ItemEntry | null, statement: Statement | undefined, dispatch: (action: DialogsAction) => void): ItemEntry | null {
  const liveItemEntry = useMemo(() => {
    if (!itemEntry || !statement) return itemEntry;
    for (const entry of statement.subPartyMonthStatementList) {
      const found = itemsOf(entry).find((item) => item.id === itemEntry.item.id);
      if (found) return { item: found, subParty: entry.subParty };
    }
    return null;
  }, [itemEntry, statement]);
  const itemGone = itemEntry !== null && statement !== undefined && liveItemEntry === null;
  useEffect(() => {
    if (itemGone) dispatch({ type: 'close', dialog: 'item' });
  }, [itemGone, dispatch]);
  return liveItemEntry;
}
