// The party page's URL parameters: read back as written, defaults left out, anything unreadable the default.
import { describe, expect, it } from 'vitest';
import { likelyMonth, monthOfPartyMonthId, partyMonthId, partyPath, partyViewSearch, readPartyView, shownMonthId, type PartyView } from './party-url';

const PARTY = '0b7c3a52-6d0e-4f4e-9a51-2f1d8c0e7a11';
const SUB = '5f0e2c1b-8a9d-4c3e-b7f6-1a2b3c4d5e6f';
const read = (search: string) => readPartyView(new URLSearchParams(search));
const DEFAULT: PartyView = { month: null, tab: 'statement', subPartyId: null };

describe('party page URL', () => {
  it('when a view is written, then reading its search gives it back', () => {
    const views: PartyView[] = [
      DEFAULT,
      { month: '2026-11', tab: 'list', subPartyId: SUB },
      { month: '2025-01', tab: 'statement', subPartyId: null },
      { month: null, tab: 'column', subPartyId: SUB },
    ];
    for (const view of views) expect(read(partyViewSearch(view))).toEqual(view);
  });

  it('when a view has defaults, then they are left out of the link', () => {
    expect(partyPath(PARTY)).toBe(`/party/${PARTY}`);
    expect(partyPath(PARTY, DEFAULT)).toBe(`/party/${PARTY}`);
    expect(partyPath(PARTY, { month: '2026-11', tab: 'list', subPartyId: SUB })).toBe(`/party/${PARTY}?month=2026-11&tab=list&subPartyId=${SUB}`);
    expect(partyViewSearch({ tab: 'column' })).toBe('?tab=column');
  });

  it('when a parameter does not read, then it is the default and the others stand', () => {
    for (const month of ['', '2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 'November', `${PARTY}:2026-11`]) {
      expect(read(`month=${encodeURIComponent(month)}&tab=list`)).toEqual({ ...DEFAULT, tab: 'list' });
    }
    for (const tab of ['', 'List', 'ledger', 'statement ']) expect(read(`tab=${encodeURIComponent(tab)}&month=2026-04`).tab).toBe('statement');
    for (const id of ['', 'all', 'null', SUB.slice(1), `${SUB}x`]) expect(read(`subPartyId=${encodeURIComponent(id)}`)).toEqual(DEFAULT);
    expect(read('tab=list&tab=column').tab).toBe('list');
    expect(read('')).toEqual(DEFAULT);
  });

  it('when a sub-party id comes in capitals, then it is read as the lower-case id the API answers', () => {
    expect(read(`subPartyId=${SUB.toUpperCase()}`).subPartyId).toBe(SUB);
  });

  it('when the month is shown, then it is the URL\'s if the party has it, else the newest', () => {
    const months = [{ id: partyMonthId(PARTY, '2026-11') }, { id: partyMonthId(PARTY, '2026-10') }];
    expect(shownMonthId(PARTY, '2026-10', months)).toBe(`${PARTY}:2026-10`);
    expect(shownMonthId(PARTY, null, months)).toBe(`${PARTY}:2026-11`);
    expect(shownMonthId(PARTY, '2019-01', months)).toBe(`${PARTY}:2026-11`);
    expect(shownMonthId(PARTY, '2026-10', undefined)).toBeNull();
    expect(shownMonthId(PARTY, null, [])).toBeNull();
    expect(monthOfPartyMonthId(`${PARTY}:2026-10`)).toBe('2026-10');
  });

  it('when the loader reads before the months come, then it reads the URL\'s month, else this month in India', () => {
    // 31 Oct 2026 20:00 UTC is already 1 November in India.
    expect(likelyMonth(DEFAULT, new Date('2026-10-31T20:00:00Z'))).toBe('2026-11');
    expect(likelyMonth({ ...DEFAULT, month: '2025-03' }, new Date('2026-10-31T20:00:00Z'))).toBe('2025-03');
  });
});
