// हिन्दी: Balances to collect (/reminders); the same keys as en/reminders.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const reminders: Catalogue['reminders'] = {
  title: 'वसूली बाकी',
  intro: 'जिन पार्टियों से इस रकम से ज़्यादा रुपये लेने हैं, या जिनके पास हमारा माल इतने दिन या ज़्यादा से है। आंकड़े पार्टी लिस्ट जैसे, आज के।',
  minAmount: 'लेने वाले रुपये इससे ज़्यादा',
  days: 'हमारा माल उनके पास कम से कम (दिन)',
  amountToReceive: '₹ लेने हैं',
  kgWithThem: 'हमारा KG उनके पास',
  since: '{{date}} से ({{n}} दिन)',
  sent: '{{date}} को भेजा',
  whatsApp: 'WhatsApp',
  whatsAppNamed: '{{name}} को WhatsApp पर याद दिलाएँ',
  noMobile: 'मोबाइल नंबर नहीं है: WhatsApp पर भेजने के लिए पार्टी की जानकारी में जोड़ें।',
  markSent: 'भेजा गया',
  markSentNamed: '{{name}} को याद दिलाना भेजा गया',
  messageTitle: '{{name}} को याद दिलाना',
  openWhatsApp: 'WhatsApp खोलें',
  messageNote: 'मैसेज में इस महीने के स्टेटमेंट का नया लिंक है (30 दिन)। भेजने के बाद "भेजा गया" दबाएँ।',
  none: 'इन फ़िल्टर से किसी पार्टी की वसूली बाकी नहीं है।',
};
