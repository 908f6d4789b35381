// हिन्दी: the app's destinations; the same keys as en/nav.ts.
import type { Catalogue } from '../types';

export const nav: Catalogue['nav'] = {
  dashboard: 'डैशबोर्ड',
  products: 'प्रोडक्ट',
  parties: 'पार्टी',
  reminders: 'वसूली बाकी',
  entries: 'एंट्री',
  gate: 'गेट',
  scan: 'स्कैन',
  activity: 'गतिविधि',
  reports: 'रिपोर्ट',
  settings: 'सेटिंग्स',
  switchCompany: 'कंपनी बदलें',
  logout: 'लॉग आउट',
};
