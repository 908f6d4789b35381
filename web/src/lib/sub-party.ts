// What a sub-party is called on screen. The party's default sub-party is stored under a name the server
// gives it (the projector writes 'Default'); it is shown by the catalogue's word instead, in every
// language: pickers, filters, the party page, the print layout. Files and the ledger leave it unnamed.
import type { TFunction } from 'i18next';
import '../i18n/en/common';

/** A slip's party as its paper and the gate's screens name it: 'Shree Textiles / Unit 2'; the default sub-party unnamed. */
export const partyAndSubParty = (party: { name: string }, subParty: { name: string; isDefault: boolean }): string =>
  subParty.isDefault ? party.name : `${party.name} / ${subParty.name}`;

export const subPartyLabel = (subParty: { name: string; isDefault: boolean }, t: TFunction): string =>
  subParty.isDefault ? t('common.defaultSubParty') : subParty.name;
