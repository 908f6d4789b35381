// The party page's view in its URL, `/party/:id?month=2026-11&tab=list&subPartyId=…`: the one home of its
// parameters, read by the route loader (web/src/app/route-loaders.ts), the screen (party-detail usePartyView)
// and written by every link to a party page. A parameter left out, or one that does not read, is the default:
// the newest month, the Statement tab, all sub-parties.
import { todayInKolkata } from './date-input';

export const PARTY_TABS = ['statement', 'column', 'list'] as const;
export type PartyTab = (typeof PARTY_TABS)[number];

export interface PartyView {
  /** 'YYYY-MM', the tail of the statement's month id (`<partyId>:YYYY-MM`); null: the newest month. */
  month: string | null;
  tab: PartyTab;
  /** One sub-party's statement; null: all of them. */
  subPartyId: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view a URL's search asks for; what does not read falls back to the default, silently. */
export function readPartyView(search: URLSearchParams): PartyView {
  const month = search.get('month') ?? '';
  const tab = search.get('tab');
  const subPartyId = search.get('subPartyId') ?? '';
  return {
    month: MONTH.test(month) ? month : null,
    tab: PARTY_TABS.find((known) => known === tab) ?? 'statement',
    subPartyId: ID.test(subPartyId) ? subPartyId.toLowerCase() : null,
  };
}

/** The search of a view ('' for the default view): defaults are left out, so a plain link stays plain. */
export function partyViewSearch({ month = null, tab = 'statement', subPartyId = null }: Partial<PartyView>): string {
  const params = new URLSearchParams();
  if (month !== null) params.set('month', month);
  if (tab !== 'statement') params.set('tab', tab);
  if (subPartyId !== null) params.set('subPartyId', subPartyId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A link to a party page, showing `view` (the default view when none). */
export const partyPath = (partyId: string, view: Partial<PartyView> = {}): string => `/party/${partyId}${partyViewSearch(view)}`;

/** The statement's id of a party's month (the contract's monthRef, `<partyId>:YYYY-MM`). */
export const partyMonthId = (partyId: string, month: string): string => `${partyId}:${month}`;

/** The 'YYYY-MM' of a party month's id. */
export const monthOfPartyMonthId = (id: string): string => id.slice(id.lastIndexOf(':') + 1);

/**
 * The month the page shows, by its statement id: the URL's when the party has it, else the newest (the
 * list is newest first); null until the months are known, or when the party has none.
 */
export function shownMonthId(partyId: string, month: string | null, months: ReadonlyArray<{ id: string }> | undefined): string | null {
  if (!months) return null;
  const asked = month === null ? null : partyMonthId(partyId, month);
  return months.find((candidate) => candidate.id === asked)?.id ?? months[0]?.id ?? null;
}

/**
 * The month the loader reads before the months list has come: the URL's, else this month in India (the
 * server's list runs through it, so it is the newest unless a document is dated in a later month; when
 * it is not, the loader reads the newest once the list is in).
 */
export const likelyMonth = (view: PartyView, now = new Date()): string => view.month ?? todayInKolkata(now).slice(0, 7);
