// What a new slip's form fills in from the server as its date, prefix, sub-party and product are chosen: the next
// slip number of the prefix, and the rates (this month's item's, read-only unless the owner chooses to change them;
// else the previous month's or the defaults, which typed rates override).
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { ItemType } from '../../documents';
import { useNextSlipNo } from '../api/get-next-slip-no';
import { useSlipRates } from '../api/get-slip-rates';
import { pickRates, rateValuesOf, sameRates, type RateValues } from '../api/rate-values';
import type { SlipFormValues } from '../api/slip-form';

type SlipForm = UseFormReturnType<SlipFormValues>;

/** The owner is in the field at `path`: a fill must not write under their caret or selection. */
const ownerIsIn = (form: SlipForm, path: keyof SlipFormValues): boolean => form.getInputNode(path) === document.activeElement;

/**
 * The next free number of the date's financial year and prefix, filled in while the slip is new. A number the owner
 * typed (one that differs from the last fill) stays when the date or prefix brings another; so does the field they are
 * in (a fill landing between their select-all and their key put its text before it): it is filled as they leave it,
 * if they left it as it was. `onBlur` is the field's, beside the form's own.
 */
export function useNextNumberFill(form: SlipForm, isNew: boolean) {
  const { issueDate, prefix } = form.getValues();
  const nextNo = useNextSlipNo(issueDate, prefix.trim(), isNew);
  const filled = useRef(form.getValues().slipNo);
  const fill = (leaving: boolean) => {
    // An existing slip keeps its number; cached numbers for its date must not overwrite it.
    if (!isNew || nextNo.data === undefined) return;
    const current = form.getValues().slipNo;
    if (current !== '' && current !== filled.current) return;
    if (!leaving && ownerIsIn(form, 'slipNo')) return;
    filled.current = String(nextNo.data);
    if (current !== filled.current) form.setFieldValue('slipNo', filled.current);
  };
  useEffect(() => {
    fill(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextNo.data]);
  return { fetching: nextNo.isFetching, onBlur: () => fill(true) };
}

export interface RateFill {
  /** Where the rates shown came from: this month's item, the previous month's, or none (defaults). */
  source: 'item' | 'previous' | 'none' | undefined;
  /** This month's item exists: its rates show, read-only unless the owner chose to change them. */
  itemExists: boolean;
  changing: boolean;
  startChanging: () => void;
  locked: boolean;
}

/** The fields a rate fill writes that the owner types in. */
const RATE_FIELDS = ['workRate', 'lossPercentage', 'marketRate'] as const satisfies ReadonlyArray<keyof RateValues>;

/** The rates of a new slip's item, filled in when its sub-party, product, direction and date are known. */
export function useRateFill(form: SlipForm, query: { subPartyId: string | null; productId: string | null; itemType: ItemType } | null): RateFill {
  const { issueDate } = form.getValues();
  const { subPartyId, productId, itemType } = query ?? { subPartyId: null, productId: null, itemType: 'IN' };
  const rates = useSlipRates(subPartyId && productId && /^\d{4}-\d{2}-\d{2}$/.test(issueDate) ? { subPartyId, productId, itemType, issueDate } : null);
  // The rates last filled in from the server; rates the owner typed differ from them and are kept when
  // the date or product changes, unless this month's item exists (its rates then show, read-only).
  const filledRates = useRef<RateValues>(pickRates(form.getValues()));
  const [changing, setChanging] = useState(false);
  const itemExists = rates.data?.source === 'item';
  useEffect(() => {
    setChanging(false);
    if (!rates.data) return;
    const next = rateValuesOf(rates.data);
    const typed = !sameRates(pickRates(form.getValues()), filledRates.current);
    filledRates.current = next;
    if (typed && rates.data.source !== 'item') return;
    // A rate field the owner is in keeps its text (this month's item's rates, read-only, show whole): a fill landing
    // as they start to type put its text before their keys ('0.00', then 2: '0.002').
    const typing = rates.data.source === 'item' ? undefined : RATE_FIELDS.find((path) => ownerIsIn(form, path));
    form.setValues(typing ? { ...next, [typing]: form.getValues()[typing] } : next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rates.data]);
  return { source: rates.data?.source, itemExists, changing, startChanging: () => setChanging(true), locked: itemExists && !changing };
}
