// The gate clerk's correction rule, given a slip's writer and recording time, when a user asks at a moment,
// then allowed or refused (own slip only, within CLERK_CORRECTION_MINUTES).
import { describe, expect, it } from 'vitest';
import { CLERK_CORRECTION_MINUTES } from '@ledger/contract';
import { clerkCorrection, clerkEvent } from './clerk.ts';

const clerk = '11111111-1111-4111-8111-111111111111';
const owner = '22222222-2222-4222-8222-222222222222';
const recordedAt = new Date('2026-11-26T09:05:00.000Z');
const after = (minutes: number, ms = 0) => new Date(recordedAt.getTime() + minutes * 60_000 + ms);

describe('a gate clerk correcting a slip', () => {
  it('given their own slip, when asked within the window (to the millisecond), then allowed', () => {
    expect(clerkCorrection({ actor: clerk, recordedAt }, clerk, after(0))).toBe('allowed');
    expect(clerkCorrection({ actor: clerk, recordedAt }, clerk, after(CLERK_CORRECTION_MINUTES))).toBe('allowed');
  });

  it('given their own slip, when asked a millisecond past the window, then refused for the window', () => {
    expect(clerkCorrection({ actor: clerk, recordedAt }, clerk, after(CLERK_CORRECTION_MINUTES, 1))).toBe('window');
  });

  it('given a slip another wrote (or one with no recorded writer), then refused at any time', () => {
    expect(clerkCorrection({ actor: owner, recordedAt }, clerk, after(1))).toBe('own');
    expect(clerkCorrection({ actor: null, recordedAt }, clerk, after(1))).toBe('own');
  });
});

describe("a clerk's Activity event", () => {
  it('keeps the slip numbers, dates and quantities, and drops the rates', () => {
    const e = clerkEvent({
      seq: 1, type: 'SlipAdded', recordedAt: recordedAt.toISOString(), actor: { id: clerk, mobileNo: '9876543210' }, entryKind: 'IN_SLIP',
      documentKind: 'slip', documentId: 'x', party: null,
      data: { slipId: 'x', slipNo: '7', grossQuantity: '1000.500', rates: { workRate: '12.50' }, workRate: '1', challanNo: null },
    });
    expect(e.data).toEqual({ slipId: 'x', slipNo: '7', grossQuantity: '1000.500', challanNo: null });
  });
});
