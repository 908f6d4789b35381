// हिन्दी: the print strings; the same keys as en/print.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const print: Catalogue['print'] = {
  gateCopy: 'गेट कॉपी',
  partyCopy: 'पार्टी कॉपी',
  slip: 'स्लिप',
  slipHeading: '{{name}} ({{hint}})',
  slipNo: 'स्लिप नं.',
  qrLabel: 'इस स्लिप की जाँच का QR कोड',
  date: 'तारीख',
  party: 'पार्टी',
  product: 'माल',
  grossQuantity: 'कुल वज़न',
  bagQuantity: 'बोरी का वज़न',
  rejectedQuantity: 'रिजेक्ट मात्रा',
  netQuantity: 'शुद्ध मात्रा',
  quantity: 'मात्रा',
  totalQuantity: 'कुल मात्रा',
  note: 'नोट: {{note}}',
  receiverSignature: 'लेने वाले के हस्ताक्षर',
  authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
  subParty: 'सब-पार्टी: {{name}}',
  documentLine: '{{label}} {{number}} · {{product}} · {{quantity}} KG × मजदूरी {{rate}}/KG',
  purchaseRate: 'खरीद {{rate}}/KG',
  saleRate: 'बिक्री {{rate}}/KG',
  totalOf: 'कुल {{label}}',
  statementOf: 'स्टेटमेंट: {{party}}',
};
