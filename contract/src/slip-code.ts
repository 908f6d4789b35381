// A printed slip's QR code (docs/gate.md): `JWL1.<slip id>.<version>.<seal>`. The slip id is its uuid's 16 bytes
// in base64url (22 characters), the version the slip's stream version when printed (a decimal), the seal the
// first 12 bytes of HMAC-SHA256(server key, sealInput(id, version)) in base64url (16 characters). Only the
// server holds the key (services/api/src/slips/seal.ts); this file is the one home of the text's form. No zod here:
// the web's screens import it (the scan endpoint's field is in endpoints/slips.ts).

export const SLIP_CODE_PREFIX = 'JWL1';
/** Characters of a seal: 12 bytes of the MAC in base64url. */
export const SLIP_SEAL_CHARS = 16;
/** The longest text the scan endpoint reads (a real code is about 50 characters). */
export const SLIP_CODE_MAX = 200;

export interface SlipCode {
  slipId: string;
  version: number;
  seal: string;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODE_RE = /^JWL1\.([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{16})$/;

/** Bytes in base64url without padding. */
export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64url(text: string): Uint8Array {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    value = (value << 6) | B64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

function uuidToBytes(id: string): Uint8Array {
  const hex = id.replace(/-/g, '');
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}
function bytesToUuid(bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the seal is the MAC of: the slip's id (lower case) and its version. */
export const sealInput = (slipId: string, version: number): string => `slip:${slipId.toLowerCase()}:${version}`;

export const formatSlipCode = ({ slipId, version, seal }: SlipCode): string =>
  `${SLIP_CODE_PREFIX}.${toBase64url(uuidToBytes(slipId))}.${version}.${seal}`;

/** A scanned text as a slip code, or null when it is not one (spaces around it are ignored). */
export function parseSlipCode(text: string): SlipCode | null {
  const m = CODE_RE.exec(text.trim());
  if (!m) return null;
  const [, idText = '', versionText = '', seal = ''] = m;
  const id = fromBase64url(idText);
  // 22 characters carry 132 bits: the last 4 must be zero, or two texts would name one slip.
  if (toBase64url(id) !== idText) return null;
  return { slipId: bytesToUuid(id), version: Number(versionText), seal };
}
