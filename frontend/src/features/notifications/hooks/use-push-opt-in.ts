import { useCallback, useEffect, useState } from 'react';
import { fetchPushPublicKey, removePushSubscription, savePushSubscription } from '../api/push-subscription';
import { applicationServerKey, pushSupport } from '../push-support';
import { serviceWorkerRegistration } from '../service-worker';

/**
 * This browser's push state: `checking` at first; `unsupported` and `blocked` (see pushSupport); `off`
 * or `on` (a subscription exists); `dismissed` when the user closed the permission prompt without
 * answering (they may ask again).
 */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'dismissed';

export interface PushOptIn {
  state: PushState;
  /** A change is under way. */
  busy: boolean;
  /** The last turn on / turn off failed (not a permission answer). */
  failed: 'on' | 'off' | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await serviceWorkerRegistration()).pushManager.getSubscription();
}

/**
 * The push opt-in: the browser's permission is asked for only when `turnOn` is called (a button's
 * press, never unprompted); then this browser subscribes with the server's VAPID key through the
 * service worker and the server is given the subscription. `turnOff` tells the server to stop and
 * unsubscribes.
 */
export function usePushOptIn(): PushOptIn {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'on' | 'off' | null>(null);

  useEffect(() => {
    const support = pushSupport();
    if (support !== 'available') {
      setState(support);
      return undefined;
    }
    let current = true;
    // Only a granted permission with a subscription is on; a subscription without permission cannot show anything.
    currentSubscription().then(
      (subscription) => current && setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'),
      () => current && setState('unsupported'),
    );
    return () => {
      current = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setFailed(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'dismissed');
        return;
      }
      const [registration, publicKey] = await Promise.all([serviceWorkerRegistration(), fetchPushPublicKey()]);
      const key = applicationServerKey(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with another key (the server's keys changed) cannot be reused.
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await savePushSubscription(subscription.toJSON());
      setState('on');
    } catch {
      setFailed('on');
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailed(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setFailed('off');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, failed, turnOn, turnOff };
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
