import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { coinListQueryOptions } from '../../api/coin-list';
import { type CoinFilters, toCoinQuery } from '../../coin-filters';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filters in force when the drawer opens; the drawer changes a copy. */
  filters: CoinFilters;
  onApply: (filters: CoinFilters) => void;
  /** False when these filters would not be searched (the search screen needs text or a filter). */
  countable?: (filters: CoinFilters) => boolean;
  /** The fields, editing the drawer's copy. */
  children: (draft: CoinFilters, change: (changes: Partial<CoinFilters>) => void, replace: (filters: CoinFilters) => void) => ReactNode;
}

/**
 * The phone's filters: a sheet from the bottom over the results. Changes stay in the sheet until
 * "Show N coins", which counts the drafted filters with the list's own query and applies them.
 */
export function FilterDrawer({ open, onClose, filters, onApply, countable = () => true, children }: FilterDrawerProps) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
    // Only on opening: the sheet then edits its own copy.
  }, [open]);

  const settled = useDebouncedValue(draft);
  const counting = open && countable(settled);
  const query = useMemo(() => toCoinQuery(settled), [settled]);
  const { data, isFetching } = useInfiniteQuery({ ...coinListQueryOptions(query), enabled: counting });
  const firstPage = data?.pages[0];
  const counted = counting && settled === draft && !isFetching && firstPage !== undefined;

  let label: string;
  if (!countable(draft)) label = t('drawer.apply');
  else if (!counted) label = t('drawer.showCoins');
  else {
    const formatted = firstPage.total.toLocaleString('en-IN');
    label = t(firstPage.totalIsExact ? 'drawer.showCount' : 'drawer.showAtLeast', { count: firstPage.total, formatted });
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="85%"
      title={t('filters.title')}
      className="filter-drawer"
      footer={
        <Button
          type="primary"
          size="large"
          block
          loading={countable(draft) && !counted}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {label}
        </Button>
      }
    >
      {children(draft, (changes) => setDraft((current) => ({ ...current, ...changes })), setDraft)}
    </Drawer>
  );
}
