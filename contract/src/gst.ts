// Contacts of parties and of the company, shared by the API and the web: Indian states with their GST
// state codes, the GSTIN check (format and check character), and the request fields with their messages.
import { z } from 'zod';
import { INDIAN_MOBILE } from './fields.ts';
import { mobileDigits } from './mobile.ts';
import type { LanguageCode } from './i18n/language.ts';
import { said, says } from './i18n/messages.ts';
import { ADDRESS_MAX, GSTIN_TYPED_MAX, PHONE_TYPED_MAX } from './limits.ts';

/**
 * GST state codes (CBIC's list, as the first two digits of a GSTIN), with the state or union territory's
 * name in English and in Hindi: the one list the state pickers, the shared page and the PDFs read (ITC-04
 * keeps the English names of the GST offline utility).
 */
export const GST_STATES: ReadonlyArray<{ code: string; name: string; nameHi: string }> = [
  { code: '01', name: 'Jammu and Kashmir', nameHi: 'जम्मू और कश्मीर' }, { code: '02', name: 'Himachal Pradesh', nameHi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', nameHi: 'पंजाब' }, { code: '04', name: 'Chandigarh', nameHi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', nameHi: 'उत्तराखंड' }, { code: '06', name: 'Haryana', nameHi: 'हरियाणा' },
  { code: '07', name: 'Delhi', nameHi: 'दिल्ली' }, { code: '08', name: 'Rajasthan', nameHi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' }, { code: '10', name: 'Bihar', nameHi: 'बिहार' },
  { code: '11', name: 'Sikkim', nameHi: 'सिक्किम' }, { code: '12', name: 'Arunachal Pradesh', nameHi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', nameHi: 'नागालैंड' }, { code: '14', name: 'Manipur', nameHi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', nameHi: 'मिज़ोरम' }, { code: '16', name: 'Tripura', nameHi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', nameHi: 'मेघालय' }, { code: '18', name: 'Assam', nameHi: 'असम' },
  { code: '19', name: 'West Bengal', nameHi: 'पश्चिम बंगाल' }, { code: '20', name: 'Jharkhand', nameHi: 'झारखंड' },
  { code: '21', name: 'Odisha', nameHi: 'ओडिशा' }, { code: '22', name: 'Chhattisgarh', nameHi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', nameHi: 'मध्य प्रदेश' }, { code: '24', name: 'Gujarat', nameHi: 'गुजरात' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', nameHi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', name: 'Maharashtra', nameHi: 'महाराष्ट्र' }, { code: '29', name: 'Karnataka', nameHi: 'कर्नाटक' },
  { code: '30', name: 'Goa', nameHi: 'गोवा' }, { code: '31', name: 'Lakshadweep', nameHi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', nameHi: 'केरल' }, { code: '33', name: 'Tamil Nadu', nameHi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', nameHi: 'पुडुचेरी' }, { code: '35', name: 'Andaman and Nicobar Islands', nameHi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', name: 'Telangana', nameHi: 'तेलंगाना' }, { code: '37', name: 'Andhra Pradesh', nameHi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', nameHi: 'लद्दाख' }, { code: '97', name: 'Other Territory', nameHi: 'अन्य क्षेत्र' },
];

const STATES = new Map(GST_STATES.map((s) => [s.code, s]));

/** A state's name in the language ("Gujarat", "गुजरात"); the code itself when it is not on the list. */
export function stateName(code: string, language: LanguageCode = 'en'): string {
  const state = STATES.get(code);
  if (!state) return code;
  return language === 'hi' ? state.nameHi : state.name;
}

/** "24 Gujarat" ("24 गुजरात") for a state code; the code itself when it is not on the list. */
export const stateLabel = (code: string, language: LanguageCode = 'en') => (STATES.has(code) ? `${code} ${stateName(code, language)}` : code);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity code, 'Z', check character. */
/** A GSTIN's shape (no check character test): transporter ids (a GSTIN or a 15-character TRANSIN) are checked by it. */
export const GSTIN_LIKE = /^[0-9]{2}[0-9A-Z]{13}$/;
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character of its first 14 characters (GSTN's mod-36 scheme, weights 1 and 2). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN (already upper-case, no spaces) is not valid, or null when it is. */
export function gstinProblem(gstin: string): ReturnType<typeof said> | null {
  if (gstin.length !== 15) return said('gstinLength');
  if (!GSTIN_FORMAT.test(gstin)) return said('gstinFormat');
  if (!STATES.has(gstin.slice(0, 2))) return said('gstinState', { code: gstin.slice(0, 2) });
  const check = gstinCheckChar(gstin.slice(0, 14));
  if (gstin.charAt(14) !== check) return said('gstinCheck', { char: check });
  return null;
}

/** An optional GSTIN: spaces removed, upper-cased, checked; empty becomes null. */
export const gstinField = z
  .string({ error: says('mustBeText', { label: 'GSTIN' }) })
  .max(GSTIN_TYPED_MAX, { error: says('gstinLength') })
  .nullish()
  .transform((v, ctx) => {
    const g = (v ?? '').replace(/\s+/g, '').toUpperCase();
    if (!g) return null;
    const problem = gstinProblem(g);
    if (problem) {
      ctx.addIssue({ code: 'custom', ...problem });
      return z.NEVER;
    }
    return g;
  });

/** An optional 10-digit Indian mobile (WhatsApp), cleaned as every mobile field is (mobileDigits); empty becomes null. */
export const contactPhoneField = z
  .string({ error: says('mustBeText', { label: 'Phone' }) })
  .max(PHONE_TYPED_MAX, { error: says('phoneShort') })
  .nullish()
  .transform((v, ctx) => {
    const digits = mobileDigits(v ?? '');
    if (!digits) return null;
    if (!INDIAN_MOBILE.test(digits)) {
      ctx.addIssue({ code: 'custom', ...said('phone') });
      return z.NEVER;
    }
    return digits;
  });

export const stateField = z
  .string({ error: says('mustBeText', { label: 'State' }) })
  .max(2, { error: says('stateCode') })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!STATES.has(v)) {
      ctx.addIssue({ code: 'custom', ...said('stateCode') });
      return z.NEVER;
    }
    return v;
  });

export const addressField = z
  .string({ error: says('mustBeText', { label: 'Address' }) })
  .trim()
  .max(ADDRESS_MAX, { error: says('atMostChars', { label: 'Address', n: ADDRESS_MAX }) })
  .nullish()
  .transform((v) => (v ? v : null));

/** Contact details as stored and answered: every field optional (null). */
export const contactShape = z.strictObject({
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** GST state code ('24'); see GST_STATES. */
  state: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type Contact = z.infer<typeof contactShape>;
export const EMPTY_CONTACT: Contact = { phone: null, address: null, state: null, gstin: null };

/**
 * Contact details in a request. A GSTIN names its state: with no state given the GSTIN's is taken, and
 * a different one is refused.
 */
export const contactRequest = z
  .object({ phone: contactPhoneField, address: addressField, state: stateField, gstin: gstinField })
  .transform((c, ctx): Contact => {
    const fromGstin = c.gstin ? c.gstin.slice(0, 2) : null;
    if (fromGstin && c.state && c.state !== fromGstin) {
      ctx.addIssue({ code: 'custom', path: ['state'], ...said('stateFromGstin', { state: stateLabel(fromGstin) }) });
      return z.NEVER;
    }
    return { phone: c.phone ?? null, address: c.address ?? null, state: c.state ?? fromGstin, gstin: c.gstin ?? null };
  });
