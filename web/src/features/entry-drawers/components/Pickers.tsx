// Party → sub-party and product pickers shared by the entry drawers (archived sub-parties are hidden).
import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useParties } from '../../parties/api/get-parties';
import { useProducts } from '../../products/api/get-products';
import { subPartyLabel, useSubParties } from '../api/get-sub-parties';

interface PartyPickerProps {
  partyId: string | null;
  onChange: (partyId: string | null) => void;
  disabled?: boolean;
  error?: string;
}

export function PartyPicker({ partyId, onChange, disabled, error }: PartyPickerProps) {
  const parties = useParties();
  return (
    <Select
      label="Party"
      placeholder={parties.isPending ? 'Loading…' : 'Select Party'}
      data={(parties.data ?? []).map((party) => ({ value: party.id, label: party.name }))}
      value={partyId}
      onChange={onChange}
      searchable
      withAsterisk
      disabled={disabled}
      nothingFoundMessage="No parties found."
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface SubPartyPickerProps {
  partyId: string | null;
  subPartyId: string | null;
  onChange: (subPartyId: string | null) => void;
  disabled?: boolean;
}

/** Picks a sub-party of the chosen party; the default one is chosen as soon as the list loads. */
export function SubPartyPicker({ partyId, subPartyId, onChange, disabled }: SubPartyPickerProps) {
  const subParties = useSubParties(partyId, partyId !== null);
  const list = (subParties.data ?? []).filter((subParty) => !subParty.isArchived || subParty.id === subPartyId);
  const defaultId = list.find((subParty) => subParty.isDefault)?.id ?? null;

  useEffect(() => {
    if (disabled || !subParties.data) return;
    if (subPartyId && list.some((subParty) => subParty.id === subPartyId)) return;
    onChange(defaultId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subParties.data, subPartyId, defaultId, disabled]);

  return (
    <Select
      label="Sub Party"
      placeholder={partyId ? 'Select Sub party' : 'Select a party first'}
      data={list.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty) }))}
      value={subPartyId}
      onChange={onChange}
      searchable
      withAsterisk
      disabled={disabled || partyId === null}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface ProductPickerProps {
  productId: string | null;
  onChange: (productId: string | null) => void;
  disabled?: boolean;
  label?: string;
}

export function ProductPicker({ productId, onChange, disabled, label = 'Product' }: ProductPickerProps) {
  const products = useProducts();
  return (
    <Select
      label={label}
      placeholder={products.isPending ? 'Loading…' : 'Select Product'}
      data={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
      value={productId}
      onChange={onChange}
      searchable
      withAsterisk
      disabled={disabled}
      nothingFoundMessage="No products found."
      comboboxProps={{ withinPortal: true }}
    />
  );
}
