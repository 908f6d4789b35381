// The auditor's workspace as other features use it: a document's history drawer (any row menu opens it
// through lib/history-store, which the shell's drawer reads), the statement as it stood at a past moment,
// and "Verify this company".
export { HistoryHost } from './components/HistoryHost';
// Loaded when first opened (it brings the date picker).
export const loadAsOfDialog = () => import('./components/AsOfDialog');
export { VerifyPanel } from './components/VerifyPanel';
