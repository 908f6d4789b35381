// The auditor's workspace as other features use it: a document's history drawer (any row menu opens it
// through lib/history-store, which the shell's drawer reads), the statement as it stood at a past moment,
// and "Verify this company".
import { lazy } from 'react';

export { HistoryHost } from './components/HistoryHost';
// Loaded when first opened (it brings the date picker).
export const LazyAsOfDialog = /* @__PURE__ */ lazy(() => import('./components/AsOfDialog').then((m) => ({ default: m.AsOfDialog })));
export { VerifyPanel } from './components/VerifyPanel';
