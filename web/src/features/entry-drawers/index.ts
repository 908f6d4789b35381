// What other features use of the entry drawers (besides its api/ files): the Add menu, the drawers'
// lazy host, the delete/transfer dialogs (lazy) and the burn-loss choice.
export { AddEntryMenu } from './components/AddEntryMenu';
export { LazyEntryDrawerHost } from './components/LazyEntryDrawerHost';
export { DeleteEntryDialog, TransferSlipDialog } from './components/LazyEntryDialogs';
export type { DeleteTarget } from './components/EntryDialogs';
export { BurnLossChoice } from './components/BurnLossChoice';
