// Party → sub-party and product pickers shared by the entry drawers (archived sub-parties are hidden).
// The party and product pickers end with "+ Add party" / "+ Add product", which add one by name without
// leaving the form (the name typed in the search is offered) and choose it: for the owner only (a gate clerk picks).
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAddPartyInput, useAddParty, emptyPartyForm, useParties } from '../../parties';
import { toAddProductInput, useAddProduct, useProducts } from '../../products';
import { useSubParties } from '../api/get-sub-parties';
import { subPartyLabel } from '../../../lib/sub-party';
import { useSelf } from '../../session';
import { QuickAddDialog } from './QuickAddDialog';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/parties';
import '../../../i18n/en/products';

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

interface PickerWithAddProps {
  label: string;
  /** 'party' or 'product': the add option, the dialog's title and its field are named after it. */
  noun: 'party' | 'product';
  loading: boolean;
  options: ComboboxItem[];
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  error?: string;
  /** Adds one by name; answers its id. Absent: no "+ Add" option (a gate clerk adds no party or product). */
  add?: (name: string) => Promise<string | undefined>;
}

/** A searchable picker ending with "+ Add <noun>", which adds one by name in a dialog and chooses it. */
function PickerWithAdd({ label, noun, loading, options, value, onChange, disabled, error, add }: PickerWithAddProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const texts =
    noun === 'party'
      ? { select: t('entryDrawers.selectParty'), option: t('entryDrawers.addPartyOption'), title: t('entryDrawers.addParty'), name: t('entryDrawers.partyName'), discard: t('parties.discardParty') }
      : { select: t('entryDrawers.selectProduct'), option: t('entryDrawers.addProductOption'), title: t('entryDrawers.addProduct'), name: t('entryDrawers.productName'), discard: t('products.discardProduct') };
  return (
    <>
      <Select
        label={label}
        placeholder={loading ? t('entryDrawers.loading') : texts.select}
        data={add ? [...options, { value: ADD, label: texts.option }] : options}
        filter={keepAddOption}
        value={value}
        // Chosen already (its name may still be loading): typing starts further down the form.
        data-skip-autofocus={value !== null || undefined}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(next) => {
          if (next === ADD) setAdding(nameToOffer(search, options.find((option) => option.value === value)?.label));
          else onChange(next);
        }}
        searchable
        withAsterisk
        disabled={disabled}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {adding !== null && add && (
        <QuickAddDialog
          title={texts.title}
          label={texts.name}
          initialName={adding}
          discardQuestion={texts.discard}
          onSave={add}
          onSaved={onChange}
          onClose={() => setAdding(null)}
        />
      )}
    </>
  );
}

interface PartyPickerProps {
  partyId: string | null;
  onChange: (partyId: string | null) => void;
  disabled?: boolean;
  error?: string;
}

export function PartyPicker({ partyId, onChange, disabled, error }: PartyPickerProps) {
  const { t } = useTranslation();
  const parties = useParties();
  const addParty = useAddParty();
  const owner = useSelf().data?.role === 'owner';
  return (
    <PickerWithAdd
      label={t('entryDrawers.party')}
      noun="party"
      loading={parties.isPending}
      options={(parties.data ?? []).map((party) => ({ value: party.id, label: party.name }))}
      value={partyId}
      onChange={onChange}
      disabled={disabled}
      error={error}
      add={owner ? async (name) => (await addParty.mutateAsync(toAddPartyInput({ ...emptyPartyForm, name }))).id : undefined}
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
  const { t } = useTranslation();
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
      label={t('entryDrawers.subParty')}
      placeholder={partyId ? t('entryDrawers.selectSubParty') : t('entryDrawers.selectPartyFirst')}
      data={list.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty, t) }))}
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

export function ProductPicker({ productId, onChange, disabled, label }: ProductPickerProps) {
  const { t } = useTranslation();
  const products = useProducts();
  const addProduct = useAddProduct();
  const owner = useSelf().data?.role === 'owner';
  return (
    <PickerWithAdd
      label={label ?? t('entryDrawers.product')}
      noun="product"
      loading={products.isPending}
      options={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
      value={productId}
      onChange={onChange}
      disabled={disabled}
      add={owner ? async (name) => (await addProduct.mutateAsync(toAddProductInput({ name, note: '', hsn: '', valueRate: '', capitalGoods: false }))).id : undefined}
    />
  );
}
