// One store for everything said at the bottom of the screen (issue 25): saved notices, the pending-write
// status, "this tab now shows …" and access refusals are one list, shown by one region, statuses (role=status)
// apart from alerts (role=alert); a slot holds one notice, saved notices stack (three at most) and leave.
import { createInstance, type TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { announceCompanyMove, currentNotices, currentRefusal, dismissNotice, dismissRefusal, notify, reportProblem, reportRefusal, showUpdating, type Notice } from './notices';

let t: TFunction;
beforeEach(async () => {
  vi.useFakeTimers();
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  t = i18n.t;
});
afterEach(() => {
  for (const notice of currentNotices()) dismissNotice(notice.id);
  vi.useRealTimers();
});

const said = (notice: Notice) => (typeof notice.text === 'string' ? notice.text : notice.text(t));
const shown = () => currentNotices().map((notice) => [notice.kind, notice.testId, said(notice)]);

/** The serial of the refusal now shown (there must be one). */
function refusalSerial(): number {
  const refusal = currentRefusal();
  if (!refusal) throw new Error('no refusal is shown');
  return refusal.serial;
}

describe('the notices', () => {
  it('are one list: a saved notice, the pending status, a company move and a refusal, each of its kind', () => {
    notify('Out Slip SL-1 saved');
    showUpdating(true);
    announceCompanyMove('Ganesh Polymers');
    reportRefusal('Read-only access');
    expect(shown()).toEqual([
      ['status', 'notice', 'Out Slip SL-1 saved'],
      ['status', 'pending-notice', 'Saved. Updating the figures…'],
      ['status', 'company-moved', 'This tab now shows Ganesh Polymers: it was opened in another tab or window.'],
      ['alert', 'refusal-alert', 'Not saved: Read-only access'],
    ]);
    expect(currentNotices().find((notice) => notice.testId === 'pending-notice')?.closable).toBe(false);
  });

  it('keep one notice per slot, a new one replacing the old', () => {
    reportRefusal('Read-only access');
    const first = refusalSerial();
    reportRefusal('Read-only access');
    expect(currentRefusal()).toEqual({ message: 'Read-only access', serial: expect.any(Number) });
    expect(refusalSerial()).toBeGreaterThan(first);
    announceCompanyMove('Mehta & Co');
    announceCompanyMove('Ganesh Polymers');
    showUpdating(true);
    showUpdating(true);
    expect(shown().map(([, testId]) => testId)).toEqual(['refusal-alert', 'company-moved', 'pending-notice']);
    showUpdating(false);
    announceCompanyMove(null);
    dismissRefusal();
    expect(currentNotices()).toEqual([]);
    expect(currentRefusal()).toBeNull();
  });

  it('given a print that failed, then its message is one alert that stays until closed, the next replacing it', () => {
    reportProblem('The app cannot be reached. Check the connection.');
    reportProblem('Slip not found');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual([['alert', 'problem-alert', 'Slip not found']]);
    const [problem] = currentNotices();
    expect(problem?.closable).toBe(true);
  });

  it('let saved notices stack, three at most, each leaving after six seconds', () => {
    for (const n of [1, 2, 3, 4]) notify(`Out Slip SL-${n} saved`);
    reportRefusal('Read-only access');
    expect(shown().map(([, , text]) => text)).toEqual(['Out Slip SL-2 saved', 'Out Slip SL-3 saved', 'Out Slip SL-4 saved', 'Not saved: Read-only access']);
    vi.advanceTimersByTime(6000);
    expect(shown().map(([, testId]) => testId)).toEqual(['refusal-alert']);
  });
});
