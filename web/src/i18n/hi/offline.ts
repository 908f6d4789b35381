// हिन्दी: working offline; the same keys as en/offline.ts.
import type { Catalogue } from '../types';

export const offline: Catalogue['offline'] = {
  banner: 'ऑफ़लाइन — {{time}} तक के आँकड़े',
  bannerNoTime: 'ऑफ़लाइन — पिछली बार देखे गए आँकड़े',
  kept: '{{what}} {{number}} इस फ़ोन पर रखी गई: नेटवर्क लौटते ही भेजी जाएगी',
  waiting: 'भेजना बाकी ({{count}})',
  listTitle: 'भेजना बाकी',
  listIntro: 'ये तब लिखी गईं जब सर्वर से संपर्क नहीं था। नेटवर्क लौटते ही ये लिखे गए क्रम में, एक-एक बार भेजी जाएँगी।',
  notSent: 'अभी नहीं भेजी गई',
  provisional: 'अस्थायी नंबर: सर्वर दूसरा नंबर दे सकता है। भेजे जाने के बाद प्रिंट करें।',
  refused: 'सर्वर ने मना किया: {{reason}}',
  resend: 'फिर भेजें',
  discard: 'हटाएँ',
  discardQuestion: '{{what}} {{number}} हटाएँ? यह कभी भेजी नहीं गई, और मिट जाएगी।',
  keep: 'रहने दें',
  sendNow: 'अभी भेजें',
  writtenAt: '{{time}} को लिखी गई',
};
