// The party, sub-party and product a new slip or bill is for: a party chosen afresh clears the sub-party (whose
// picker then chooses the party's default one as soon as its list loads).
import { useState } from 'react';
import { PartyPicker, ProductPicker, SubPartyPicker } from './Pickers';

export interface Picks {
  partyId: string | null;
  subPartyId: string | null;
  productId: string | null;
  setParty: (partyId: string | null) => void;
  setSubParty: (subPartyId: string | null) => void;
  setProduct: (productId: string | null) => void;
}

/** The drawer's picks, starting from what opened it (a party page's party and sub-party, an item's product). */
export function usePicks(preset: { partyId?: string; subPartyId?: string; productId?: string }): Picks {
  const [partyId, setPartyId] = useState<string | null>(preset.partyId ?? null);
  const [subPartyId, setSubParty] = useState<string | null>(preset.subPartyId ?? null);
  const [productId, setProduct] = useState<string | null>(preset.productId ?? null);
  const setParty = (next: string | null) => {
    setPartyId(next);
    setSubParty(null);
  };
  return { partyId, subPartyId, productId, setParty, setSubParty, setProduct };
}

export function EntryPickers({ picks, withProduct = false, disabled }: { picks: Picks; withProduct?: boolean; disabled?: boolean }) {
  return (
    <>
      <PartyPicker partyId={picks.partyId} disabled={disabled} onChange={picks.setParty} />
      <SubPartyPicker partyId={picks.partyId} subPartyId={picks.subPartyId} onChange={picks.setSubParty} disabled={disabled} />
      {withProduct && <ProductPicker productId={picks.productId} onChange={picks.setProduct} />}
    </>
  );
}
