// What other features use of the entry drawers: the Add menu, the drawers' lazy host, the delete/transfer
// dialogs (lazy) and the burn-loss choice.
export { AddEntryMenu } from './components/AddEntryMenu';
export { LazyEntryDrawerHost } from './components/LazyEntryDrawerHost';
export { DeleteEntryDialog, TransferSlipDialog } from './components/LazyEntryDialogs';
export type { DeleteTarget } from './components/EntryDialogs';
export { BurnLossChoice } from './components/BurnLossChoice';

// The drawers' own reads and writes that other features use.
export { useCompanyMonths } from './api/company-months';
export { monthLabel, shortMonthLabel } from './api/dates';
export { useDeleteSubParty } from './api/delete-sub-party';
export { noteField } from './api/form-fields';
export { useSubParties } from './api/get-sub-parties';
export type { SubParty } from './api/get-sub-parties';
export { ratesCheck, rateValuesOf, ratesRequest } from './api/rate-values';
export type { RateValues } from './api/rate-values';
export { useSaveSubParty } from './api/save-sub-party';
export { useUpdateItem } from './api/update-item';
export { useUpdateMonthNote } from './api/update-month-note';
