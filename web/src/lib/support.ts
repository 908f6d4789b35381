// The product's support contact, from the server's environment (SUPPORT_PHONE, SUPPORT_EMAIL): links to
// call, to chat on WhatsApp (wa.me click-to-chat takes the number with its country code, digits only)
// and to write.

/** '+91 98765 43210' or '98765 43210' → 'https://wa.me/919876543210'; null when it is not a phone number. */
export function whatsAppLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const international = digits.length === 10 ? `91${digits}` : digits;
  return international.length >= 11 && international.length <= 15 ? `https://wa.me/${international}` : null;
}

export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
