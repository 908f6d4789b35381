// What a sub-party is called on screen. The party's default sub-party is stored under a name the server
// gives it (the projector writes 'Default'); it is shown by the catalogue's word instead, in every
// language: pickers, filters, the party page, the print layout. Files and the ledger leave it unnamed.
import type { TFunction } from 'i18next';

export const subPartyLabel = (subParty: { name: string; isDefault: boolean }, t: TFunction): string =>
  subParty.isDefault ? t('common.defaultSubParty') : subParty.name;
