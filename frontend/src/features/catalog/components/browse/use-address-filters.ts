import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@/components/use-debounced-value';
import {
  type CoinFilters,
  type CoinSearchParams,
  type FilterChoices,
  filtersFromSearch,
  sameFilters,
  searchFromFilters,
} from '../../coin-filters';

export interface AddressFilters {
  /** What the controls show, changed at once as the user types or picks. */
  filters: CoinFilters;
  /** What the address says, which the list shows: the controls' values once typing pauses. */
  applied: CoinFilters;
  change: (changes: Partial<CoinFilters>) => void;
  /** Sets every filter and the address at once (the phone drawer's "Show N coins", Clear). */
  apply: (filters: CoinFilters) => void;
}

/**
 * Filters kept in the screen's address (decisions/0039), so Back, a reload or a shared link shows the
 * same coins. Controls change a draft; the draft reaches the address 300 ms after the last change. An
 * address that changes from outside (Back, a link) replaces the draft.
 */
export function useAddressFilters(
  address: CoinSearchParams,
  choices: FilterChoices,
  onAddressChange: (search: CoinSearchParams) => void,
): AddressFilters {
  const applied = useMemo(() => filtersFromSearch(address, choices), [address, choices]);
  const [filters, setFilters] = useState(applied);
  const settled = useDebouncedValue(filters);

  const [seen, setSeen] = useState(applied);
  if (!sameFilters(applied, seen)) {
    setSeen(applied);
    if (!sameFilters(applied, settled)) setFilters(applied);
  }

  const latest = useRef({ applied, choices, onAddressChange });
  latest.current = { applied, choices, onAddressChange };
  useEffect(() => {
    const current = latest.current;
    if (!sameFilters(settled, current.applied)) current.onAddressChange(searchFromFilters(settled, current.choices));
  }, [settled]);

  return {
    filters,
    applied,
    change: (changes) => setFilters((current) => ({ ...current, ...changes })),
    apply: (next) => {
      setFilters(next);
      if (!sameFilters(next, applied)) onAddressChange(searchFromFilters(next, choices));
    },
  };
}
