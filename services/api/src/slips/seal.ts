// A printed slip's QR code (docs/gate.md): its seal is HMAC-SHA256 over the slip's id and version, keyed by the
// server's 'slip-seal' key (table server_keys, made on first use), so only this server can make one. The text's
// form is the contract's (contract/src/slip-code.ts); the key and the MAC live here alone.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pool } from 'pg';
import { SLIP_SEAL_CHARS, formatSlipCode, sealInput, toBase64url, type SlipCode } from '@ledger/contract';
import { onPrimary } from '../db/reads.ts';

const KEY_NAME = 'slip-seal';
const keys = new WeakMap<Pool, Promise<Buffer>>();

async function loadKey(pool: Pool): Promise<Buffer> {
  await pool.query('INSERT INTO server_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32)]);
  const { rows } = await pool.query<{ key: Buffer }>('SELECT key FROM server_keys WHERE name = $1', [KEY_NAME]);
  return rows[0].key;
}

/** The slip-seal key: read (or made) once per pool. */
function sealKey(pool: Pool): Promise<Buffer> {
  let key = keys.get(pool);
  if (!key) {
    // Made on first use, which may be a replica read (a slip's code, a scan): the primary's (db/reads.ts).
    key = onPrimary(() => loadKey(pool));
    key.catch(() => keys.delete(pool));
    keys.set(pool, key);
  }
  return key;
}

/** The seal of a slip at a version: 12 bytes of the MAC, base64url. */
export const sealOf = (key: Buffer, slipId: string, version: number): string =>
  toBase64url(createHmac('sha256', key).update(sealInput(slipId, version)).digest().subarray(0, (SLIP_SEAL_CHARS * 6) / 8));

/** The QR text of a slip at a version. */
export async function slipCodeOf(pool: Pool, slipId: string, version: number): Promise<string> {
  return formatSlipCode({ slipId, version, seal: sealOf(await sealKey(pool), slipId, version) });
}

/** Whether a parsed code's seal is the one this server made (compared in constant time). */
export async function isGenuine(pool: Pool, code: SlipCode): Promise<boolean> {
  const expected = Buffer.from(sealOf(await sealKey(pool), code.slipId, code.version));
  const given = Buffer.from(code.seal);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
