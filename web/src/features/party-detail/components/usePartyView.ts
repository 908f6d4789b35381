// The party page's month, tab and sub-party, kept in its URL (lib/party-url), so a reload, Back and a shared
// link show the same. What the URL asks for and the party does not have (a month outside its list, a
// sub-party unknown or archived) is shown as the default. A choice pushes a history entry, so Back returns
// to the view before it; nothing is written until the owner chooses.
import { useSearchParams } from 'react-router-dom';
import { monthOfPartyMonthId, partyMonthId, partyViewSearch, readPartyView, shownMonthId, type PartyTab, type PartyView } from '../../../lib/party-url';
import type { PartyMonth } from '../../documents';
import type { SubParty } from '../../entry-drawers';
import type { SubPartySelection } from '../../statement';

export function usePartyView(partyId: string, months: PartyMonth[] | undefined, subParties: SubParty[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readPartyView(searchParams);
  const monthId = shownMonthId(partyId, view.month, months);
  // The view as shown, written back with a change: a month the party does not have is left out; until the
  // sub-parties are in, the URL's is taken at its word (the loader has asked for them already).
  const shownOf = (asked: PartyView): PartyView => {
    const askedMonthId = shownMonthId(partyId, asked.month, months);
    const month = months === undefined || (asked.month !== null && askedMonthId === partyMonthId(partyId, asked.month)) ? asked.month : null;
    const subPartyId = subParties === undefined || subParties.some((subParty) => subParty.id === asked.subPartyId) ? asked.subPartyId : null;
    return { month, tab: asked.tab, subPartyId };
  };
  const selection: SubPartySelection = shownOf(view).subPartyId;
  // From the URL as it is when the choice is made, not as this render read it: a choice made right after another
  // (a tab, then a sub-party) before the page has drawn the first must keep it.
  const show = (change: Partial<PartyView>, replace = false) =>
    setSearchParams(partyViewSearch({ ...shownOf(readPartyView(new URLSearchParams(window.location.search))), ...change }), { replace });
  return {
    monthId,
    tab: view.tab,
    selection,
    showMonth: (id: string) => id !== monthId && show({ month: monthOfPartyMonthId(id) }),
    showTab: (tab: PartyTab) => tab !== view.tab && show({ tab }),
    /** `replace`: not the owner's choice (the sub-party shown was just deleted). */
    select: (next: SubPartySelection, replace = false) => next !== selection && show({ subPartyId: next }, replace),
  };
}
