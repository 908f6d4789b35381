// हिन्दी: the entries strings; the same keys as en/entries.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const entries: Catalogue['entries'] = {
  title: 'एंट्री',
  searchEntries: 'एंट्री खोजें',
  search: 'खोजें',
  party: 'पार्टी',
  selectParty: 'पार्टी चुनें',
  subParty: 'सब पार्टी',
  selectSubParty: 'सब पार्टी चुनें',
  month: 'महीना',
  downloadWhat: 'एंट्री',
  entryTypes: 'एंट्री के प्रकार',
  saleValueNote:
    'बिक्री और खरीद बिल: यहाँ की रकम बिक्री मूल्य है (मात्रा × बिक्री रेट)। पार्टी स्टेटमेंट में इसमें मजदूरी (मात्रा × मजदूरी रेट) जोड़ी जाती है।',
  saleValue: 'बिक्री मूल्य',
  entriesTable: 'एंट्री तालिका',
  date: 'तारीख',
  slipNo: 'स्लिप नं.',
  type: 'प्रकार',
  particulars: 'विवरण',
  grossQuantity: 'ग्रॉस मात्रा',
  bagQuantity: 'बैग मात्रा',
  burnLossQuantity: 'बर्न लॉस मात्रा',
  burnLossNote:
    'यहाँ हर स्लिप का बर्न लॉस = लॉस % × ग्रॉस मात्रा ÷ 100 है। पार्टी स्टेटमेंट का बर्न लॉस आइटम का होता है: उसकी कुल नेट मात्रा × लॉस % ÷ 100, जो लॉस शामिल होने पर कुल में से घटता है और अलग से होने पर कुल में जुड़ता है।',
  rejectedQuantity: 'रिजेक्ट मात्रा',
  netQuantity: 'नेट मात्रा',
  amount: 'रकम',
  nothingToShow: 'दिखाने के लिए कुछ नहीं है',
  entryCount_one: '{{count}} एंट्री',
  entryCount_other: '{{count}} एंट्री',
};
