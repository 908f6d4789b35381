// हिन्दी: strings used across screens; the same keys as en/common.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const common: Catalogue['common'] = {
  language: 'भाषा',
  save: 'सेव करें',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  company: 'कंपनी',
  readOnly: 'केवल देखें',
  accountantReadOnly: 'अकाउंटेंट · केवल देखें',
  openNavigation: 'मेन्यू खोलें',
  closeNavigation: 'मेन्यू बंद करें',
  mainNavigation: 'मुख्य मेन्यू',
};
