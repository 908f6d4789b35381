// Party → sub-party and product pickers shared by the entry drawers (archived sub-parties are hidden).
// The party and product pickers end with "+ Add party" / "+ Add product", which add one by name without
// leaving the form (the name typed in the search is offered) and choose it.
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toAddPartyInput, useAddParty } from '../../parties/api/add-party';
import { emptyPartyForm } from '../../parties/api/party-form';
import { useParties } from '../../parties/api/get-parties';
import { toAddProductInput, useAddProduct } from '../../products/api/add-product';
import { useProducts } from '../../products/api/get-products';
import { subPartyLabel, useSubParties } from '../api/get-sub-parties';
import { QuickAddDialog } from './QuickAddDialog';

const ADD = '__add__';

/** Mantine's label search, with the "+ Add …" option always kept at the end. */
const keepAddOption: OptionsFilter = ({ options, search }) => {
  const wanted = search.trim().toLowerCase();
  const items = options as ComboboxItem[];
  const add = items.filter((option) => option.value === ADD);
  const rest = items.filter((option) => option.value !== ADD && option.label.toLowerCase().includes(wanted));
  return [...rest, ...add];
};

/** The search text, unless it is the label of the option already chosen. */
function nameToOffer(search: string, chosenLabel: string | undefined): string {
  return search.trim() !== '' && search !== chosenLabel ? search.trim() : '';
}

interface PartyPickerProps {
  partyId: string | null;
  onChange: (partyId: string | null) => void;
  disabled?: boolean;
  error?: string;
}

export function PartyPicker({ partyId, onChange, disabled, error }: PartyPickerProps) {
  const parties = useParties();
  const addParty = useAddParty();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const options = (parties.data ?? []).map((party) => ({ value: party.id, label: party.name }));
  return (
    <>
      <Select
        label="Party"
        placeholder={parties.isPending ? 'Loading…' : 'Select Party'}
        data={[...options, { value: ADD, label: '+ Add party' }]}
        filter={keepAddOption}
        value={partyId}
        // Chosen already (its name may still be loading): typing starts further down the form.
        data-skip-autofocus={partyId !== null || undefined}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => {
          if (value === ADD) setAdding(nameToOffer(search, options.find((option) => option.value === partyId)?.label));
          else onChange(value);
        }}
        searchable
        withAsterisk
        disabled={disabled}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {adding !== null && (
        <QuickAddDialog
          title="Add Party"
          label="Party Name"
          initialName={adding}
          onSave={async (name) => (await addParty.mutateAsync(toAddPartyInput({ ...emptyPartyForm, name }))).id}
          onSaved={onChange}
          onClose={() => setAdding(null)}
        />
      )}
    </>
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
      // Chosen for the owner (the default sub-party) as soon as the list loads: not where typing starts.
      data-skip-autofocus
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
  const addProduct = useAddProduct();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const options = (products.data ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <>
      <Select
        label={label}
        placeholder={products.isPending ? 'Loading…' : 'Select Product'}
        data={[...options, { value: ADD, label: '+ Add product' }]}
        filter={keepAddOption}
        value={productId}
        data-skip-autofocus={productId !== null || undefined}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => {
          if (value === ADD) setAdding(nameToOffer(search, options.find((option) => option.value === productId)?.label));
          else onChange(value);
        }}
        searchable
        withAsterisk
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      {adding !== null && (
        <QuickAddDialog
          title="Add Product"
          label="Product Name"
          initialName={adding}
          onSave={async (name) => (await addProduct.mutateAsync(toAddProductInput({ name, note: '' }))).id}
          onSaved={onChange}
          onClose={() => setAdding(null)}
        />
      )}
    </>
  );
}
