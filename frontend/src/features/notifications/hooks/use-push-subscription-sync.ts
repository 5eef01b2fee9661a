import { useEffect } from 'react';
import { beforeSignOut } from '@/lib/before-sign-out';
import { removePushSubscription, savePushSubscription } from '../api/push-subscription';
import { pushSupport } from '../push-support';

/**
 * When a user's session starts in a browser that already has a push subscription (turned on earlier,
 * perhaps by someone else signed in here), the server is given it again: it moves to this user
 * (decisions/0065), so the browser's pushes follow whoever is signed in. Nothing is asked of the user;
 * nothing happens where push was never turned on. Signing out first tells the server to forget this
 * browser (the browser keeps its subscription for whoever signs in next), so a shared computer never
 * shows the previous user's notifications.
 */
export function usePushSubscriptionSync(userId: number): void {
  useEffect(() => {
    if (pushSupport() !== 'available' || Notification.permission !== 'granted') return;
    const subscription = () => navigator.serviceWorker.getRegistration('/').then((registration) => registration?.pushManager.getSubscription());
    void subscription()
      .then((found) => (found ? savePushSubscription(found.toJSON()) : undefined))
      .catch(() => {});
    return beforeSignOut(async () => {
      const found = await subscription();
      if (found) await removePushSubscription(found.endpoint);
    });
  }, [userId]);
}
