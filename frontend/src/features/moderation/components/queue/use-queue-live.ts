import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/api/realtime/realtime-context';
import { moderationKeys } from '../../api/keys';

/** Refetches the queue, its overview and the pending count when another admin claims, releases or decides, or a seller submits. */
export function useQueueLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [moderationKeys.queue(), moderationKeys.queueOverview(), moderationKeys.stats()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  useRealtimeEvent('moderation:queue-changed', refresh);
  useRealtimeReconnect(refresh);
}
