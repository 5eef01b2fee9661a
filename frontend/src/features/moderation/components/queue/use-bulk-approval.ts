import { useState } from 'react';
import { APPROVE_MANY_LIMIT, useApproveMany } from '../../api/approve-many';
import { type ApproveManyResult, holdsBulkApproval, type QueueItem } from '../../queue-types';
import { useAdminNotify } from '../use-admin-notify';

/** The listings ticked for a bulk approval (only those no flag holds back) and the last result. */
export function useBulkApproval(items: QueueItem[]) {
  const notify = useAdminNotify();
  const approveMany = useApproveMany();
  const [checked, setCheckedIds] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<ApproveManyResult | null>(null);
  const [titles, setTitles] = useState(new Map<number, string>());

  const onScreen = new Set(items.map((item) => item.coin.id));
  const visibleChecked = new Set([...checked].filter((id) => onScreen.has(id)));
  const selectable = items.filter((item) => !holdsBulkApproval(item.flags)).map((item) => item.coin.id);

  const setChecked = (id: number, value: boolean) =>
    setCheckedIds((current) => {
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });

  const approve = () => {
    const ids = [...visibleChecked].slice(0, APPROVE_MANY_LIMIT);
    setTitles(new Map(items.map((item) => [item.coin.id, item.coin.title])));
    approveMany.mutate(ids, {
      onSuccess: (answer) => {
        setResult(answer);
        setCheckedIds(new Set());
      },
      onError: notify.failure,
    });
  };

  return {
    checked: visibleChecked,
    setChecked,
    barProps: {
      selectedCount: visibleChecked.size,
      selectableCount: selectable.length,
      pending: approveMany.isPending,
      result,
      titleOf: (id: number) => titles.get(id) ?? `#${id}`,
      onSelectAll: () => setCheckedIds(new Set(selectable.slice(0, APPROVE_MANY_LIMIT))),
      onClear: () => setCheckedIds(new Set()),
      onApprove: approve,
      onDismissResult: () => setResult(null),
    },
  };
}
