import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '@/api/realtime/realtime-context';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { MessagingLiveUpdates } from '@/features/messaging/components/messaging-live-updates';
import { NotificationsLiveUpdates } from '@/features/notifications/components/notifications-live-updates';
import { OffersLiveUpdates } from '@/features/offers/components/offers-live-updates';

/**
 * One socket per signed-in session (none for visitors, a new one when another user signs in), and
 * the features that keep their data current from its pushes.
 */
export function RealtimeSession({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(currentUserQueryOptions);
  const userId = user?.id ?? null;
  return (
    <RealtimeProvider userId={userId}>
      {userId !== null && (
        <>
          <MessagingLiveUpdates userId={userId} />
          <OffersLiveUpdates userId={userId} />
          <NotificationsLiveUpdates userId={userId} />
        </>
      )}
      {children}
    </RealtimeProvider>
  );
}
