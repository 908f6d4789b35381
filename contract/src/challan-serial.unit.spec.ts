// The Rule 55 challan serial's one home (months.ts): made and read back by the command, the fold and ITC-04 alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLAN_SERIAL, challanSerial, challanSerialParts } from './months.ts';

describe('challan serials', () => {
  it('given a financial year and a number, when the serial is made, then it reads back as them', () => {
    expect(challanSerial(2026, 7)).toBe('DC/2026-27/7');
    expect(challanSerial(2099, 12)).toBe('DC/2099-00/12');
    fc.assert(fc.property(fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 99_999 }), (fy, n) => {
      const serial = challanSerial(fy, n);
      expect(CHALLAN_SERIAL.test(serial)).toBe(true);
      expect(serial.length).toBeLessThanOrEqual(16);
      expect(challanSerialParts(serial)).toEqual({ fy, n });
    }));
  });

  it('given text that is not a serial, when it is read, then it is none', () => {
    for (const text of ['', 'DC/2026-27/0', 'DC/2026-27/07', 'DC/2026/7', 'dc/2026-27/7', 'DC/2026-27/7 ', 'SL-7']) {
      expect(challanSerialParts(text)).toBeNull();
    }
  });
});
