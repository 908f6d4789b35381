// The auditor's workspace as other features use it: a document's history drawer (opened from any row
// menu), the statement as it stood at a past moment, and "Verify this company".
export { openHistory } from './api/history-store';
export { HistoryHost } from './components/HistoryHost';
export { AsOfDialog } from './components/AsOfDialog';
export { VerifyPanel } from './components/VerifyPanel';
