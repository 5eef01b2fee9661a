import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { moderationKeys } from '../../api/keys';

/**
 * Refetches the reports and the open-report count (the queue overview) when someone files a report or
 * another admin acts on one (decisions/0093), and after a reconnect, when pushes may have been missed.
 */
export function useReportsLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [moderationKeys.reports(), moderationKeys.queueOverview()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  useRealtimeEvent('moderation:reports-changed', refresh);
  useRealtimeReconnect(refresh);
}
