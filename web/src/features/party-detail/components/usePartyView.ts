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
  // Until the sub-parties are in, the URL's is taken at its word (the loader has asked for them already).
  const selection: SubPartySelection = subParties === undefined || subParties.some((subParty) => subParty.id === view.subPartyId) ? view.subPartyId : null;
  // The view as shown, written back with a change: a month the party does not have is left out.
  const month = months === undefined || (view.month !== null && monthId === partyMonthId(partyId, view.month)) ? view.month : null;
  const shown: PartyView = { month, tab: view.tab, subPartyId: selection };
  const show = (change: Partial<PartyView>, replace = false) => setSearchParams(partyViewSearch({ ...shown, ...change }), { replace });
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
