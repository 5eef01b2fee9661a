import { useEffect, useRef, useState } from 'react';
import type { QueueItem } from '../../queue-types';

/**
 * The selected listing, kept by id so it stays put when others arrive or leave; when it leaves (it was
 * decided) the one that took its place is selected. Moving focuses the card, so focus is visible and
 * screen readers read it.
 */
export function useQueueSelection(items: QueueItem[]) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const lastIndex = useRef(0);
  const cards = useRef(new Map<number, HTMLDivElement>());
  const shouldFocus = useRef(false);

  const found = items.findIndex((item) => item.coin.id === selectedId);
  // The selected listing left (decided): focus moves on to the one taking its place.
  if (found < 0 && selectedId !== null && items.length > 0) shouldFocus.current = true;
  const index = found >= 0 ? found : Math.min(lastIndex.current, items.length - 1);
  const selected = index >= 0 ? items[index] : undefined;
  if (index >= 0) lastIndex.current = index;

  useEffect(() => {
    if (selected && selected.coin.id !== selectedId) setSelectedId(selected.coin.id);
  }, [selected, selectedId]);

  useEffect(() => {
    if (!shouldFocus.current || !selected) return;
    shouldFocus.current = false;
    const card = cards.current.get(selected.coin.id);
    card?.focus();
    card?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    const next = items[Math.max(0, Math.min(items.length - 1, index + step))];
    if (!next) return;
    if (next.coin.id === selected?.coin.id) cards.current.get(next.coin.id)?.focus();
    else shouldFocus.current = true;
    setSelectedId(next.coin.id);
  };

  const cardRef = (id: number) => (element: HTMLDivElement | null) => {
    if (element) cards.current.set(id, element);
    else cards.current.delete(id);
  };

  return {
    selected,
    index,
    move,
    select: (id: number) => setSelectedId(id),
    cardRef,
  };
}
