// A failed scheduled reminder waits longer before each further try (deliveries.ts), and its claim outlasts a webhook call.
import { describe, expect, it } from 'vitest';
import { REMINDER_LEASE_MS, REMINDER_MAX_ATTEMPTS, retryDelayMs } from './deliveries.ts';
import { WHATSAPP_TIMEOUT_MS } from './provider.ts';

describe('retryDelayMs', () => {
  it('waits the first delay after the first failure, then doubles', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(60_000, n))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
  it('gives up after a couple of hours at the default delay', () => {
    const total = Array.from({ length: REMINDER_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(60_000, i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBe(127 * 60_000);
  });
  it('holds a claim for longer than the webhook may take to answer', () => {
    expect(REMINDER_LEASE_MS).toBeGreaterThan(WHATSAPP_TIMEOUT_MS);
  });
});
