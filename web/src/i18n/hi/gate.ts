// हिन्दी: the gate's Scan screen; the same keys as en/gate.ts.
import type { Catalogue } from '../types';

export const gate: Catalogue['gate'] = {
  title: 'स्लिप स्कैन करें',
  intro: 'छपी स्लिप का QR कोड स्कैन करें और देखें कि स्लिप असली है और छपने के बाद बदली नहीं गई। बिना कैमरे वाले फ़ोन पर कोड का टेक्स्ट लिखें या चिपकाएँ।',
  scanWithCamera: 'कैमरे से स्कैन करें',
  stopCamera: 'कैमरा बंद करें',
  cameraView: 'कैमरा',
  cameraFailed: 'कैमरा नहीं खुला। इस साइट को कैमरे की अनुमति दें, या नीचे कोड लिखें।',
  codeLabel: 'QR कोड का टेक्स्ट',
  codeHint: 'यह {{prefix}} से शुरू होता है।',
  check: 'जाँचें',
  verdict: {
    current: 'असली और मौजूदा',
    edited: 'असली, पर छपने के बाद बदली गई',
    deleted: 'असली, पर छपने के बाद हटाई गई',
    notGenuine: 'असली नहीं',
  },
  explain: {
    current: 'यह स्लिप आपकी कंपनी ने छापी थी और तब से नहीं बदली।',
    edited: 'यह स्लिप आपकी कंपनी ने छापी थी, पर बाद में बदली गई। नीचे स्लिप अभी जैसी है वैसी दिखाई गई है: काग़ज़ से मिलाएँ।',
    deleted: 'यह स्लिप आपकी कंपनी ने छापी थी, पर बाद में खाते से हटा दी गई।',
    notGenuine: 'यह कोड इस ऐप ने नहीं बनाया, या छपने के बाद बदला गया। स्लिप स्वीकार न करें।',
  },
  slipTitle: '{{kind}} {{number}}',
  receivedAtGate: 'गेट पर मिला',
  receivedNote: '{{kind}} {{number}} के बदले वापस मिला',
};
