// The delete and transfer dialogs, loaded on first use: the screens that open them render without them.
import { lazy } from 'react';

export const DeleteEntryDialog = /* @__PURE__ */ lazy(() => import('./EntryDialogs').then((m) => ({ default: m.DeleteEntryDialog })));
export const TransferSlipDialog = /* @__PURE__ */ lazy(() => import('./EntryDialogs').then((m) => ({ default: m.TransferSlipDialog })));
