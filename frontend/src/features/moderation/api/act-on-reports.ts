import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import type { ReportActionKind, ReportGroup } from '../report-types';
import { moderationKeys } from './keys';

export interface ReportActionInput {
  group: Pick<ReportGroup, 'targetType' | 'targetId'>;
  action: ReportActionKind;
  reason: string;
  /** suspend-user only. */
  days?: number;
}

/** Resolves every open report of a target (dismiss, hide the listing, suspend its owner); the reports and the overview's count are read again. */
export function useActOnReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, action, reason, days }: ReportActionInput): Promise<components['schemas']['ReportActionResultDto']> =>
      unwrap(
        api.POST('/api/admin/reports/actions', {
          body: { targetType: group.targetType, targetId: group.targetId, action, reason: reason.trim(), ...(action === 'suspend-user' ? { days } : {}) },
        }),
      ),
    // Not awaited: the caller hears of its success at once, while the card it acted on is still there.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reports() });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queueOverview() });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.users(1).slice(0, 2) });
    },
  });
}
