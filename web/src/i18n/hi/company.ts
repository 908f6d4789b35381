// हिन्दी: the company strings; the same keys as en/company.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const company: Catalogue['company'] = {
  loadingCompanies: 'कंपनियाँ लोड हो रही हैं…',
  planExpired: 'प्लान खत्म',
  openNamed: '{{name}} खोलें',
  openNow: 'अभी खुली है',
  open: 'खोलें',
  planInactiveTitle: 'प्लान चालू नहीं है',
  planInactive: 'आपका प्लान चालू नहीं है, कृपया सपोर्ट से संपर्क करें।',
  support: 'सपोर्ट:',
  logOut: 'लॉग आउट',
  setupTitle: 'खाता सेटअप करें',
  chooseTitle: 'कंपनी चुनें',
  yourCompany: 'आपकी कंपनी',
  sharedWithYou: 'आपके साथ शेयर की गई कंपनियाँ (अकाउंटेंट के रूप में, केवल देखें)',
  createYourOwn: 'या अपनी कंपनी सेटअप करें',
  accessEnded: '{{company}} अब अपने खाते आपके साथ शेयर नहीं करती। नीचे से दूसरी कंपनी खोलें।',
  accessEndedTitle: 'ऐक्सेस खत्म',
  changedElsewhere: 'यह टैब अब {{company}} दिखा रहा है: इसे किसी दूसरे टैब या विंडो में खोला गया।',
  notSaved: 'सेव नहीं हुआ: {{reason}}',
  accountName: 'खाते का नाम',
  accountNameDescription: 'यह आपकी कंपनी (खाते) का नाम है। यह पूरे सॉफ़्टवेयर में दिखेगा।',
  continue: 'आगे बढ़ें',
  switchTitle: 'कंपनी बदलें',
  accessHint: 'मालिक अपनी सेटिंग्स में, अकाउंटेंट वाले हिस्से में, आपके मोबाइल नंबर से आपको ऐक्सेस देते हैं।',
  backToDashboard: 'डैशबोर्ड पर वापस जाएँ',
};
