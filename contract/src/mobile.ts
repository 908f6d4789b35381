// The cleaning of a mobile number as typed, alone (no zod), so the web's mobile input takes it without the
// contract's field schemas (fields.ts builds mobileNo and newMobileNo on it).

/**
 * A mobile number as people type and paste it ('+91 98765 43210', '+91-98765-43210', '09876543210',
 * '98765 43210', '0091 98765 43210'): spaces, dashes, dots and brackets go, then a +91, 0091, 91 or 0
 * in front of ten digits. Nothing is cut: what is left is checked as it is (a letter or an eleventh
 * digit stays, for the check to refuse). The one cleaning of every mobile field, in the web's inputs
 * as they are typed and in the API's request fields.
 */
export function mobileDigits(text: string): string {
  return text.replace(/[\s().-]/g, '').replace(/^(?:\+91|0091|91|0)(?=\d{10}$)/, '');
}
