// हिन्दी: the products strings; the same keys as en/products.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const products: Catalogue['products'] = {
  title: 'प्रोडक्ट',
  addProduct: 'प्रोडक्ट जोड़ें',
  updateProduct: 'प्रोडक्ट अपडेट करें',
  noProductsFound: 'कोई प्रोडक्ट नहीं मिला।',
  deleteTitle: 'प्रोडक्ट डिलीट करें: {{name}}',
  name: 'नाम',
  note: 'नोट',
  actions: 'कार्य',
  historyOf: '{{name}} का इतिहास',
  editNamed: '{{name}} बदलें',
  deleteNamed: '{{name}} डिलीट करें',
  hsnCode: 'HSN कोड',
  hsnDescription: '4, 6 या 8 अंक, डिलीवरी चालान के लिए।',
  valueRate: 'वैल्यू रेट (₹/KG)',
  valueRateDescription: 'डिलीवरी चालान पर माल की कीमत।',
  capitalGoods: 'कैपिटल गुड्स',
  capitalGoodsDescription: 'मशीन, साँचे जैसी चीज़ें: जॉब वर्कर से वापस आने के लिए तीन साल (धारा 143); बाक़ी माल के लिए एक साल।',
  discardProduct: 'यह प्रोडक्ट सेव किए बिना बंद करें?',
  productSaved: 'प्रोडक्ट {{name}} सेव हो गया',
};
