import { createContext, type ReactNode, useContext, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { RealtimeConnection } from './realtime-connection';
import type { RealtimeEvent, RealtimePayloads } from './realtime-events';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

const noSubscription = () => () => {};
const notConnected = () => false;

/**
 * Holds one connection while a user is signed in; none for a visitor. A new user gets a new one. The
 * connection (and socket.io-client with it) is loaded only then: a visitor's pages never fetch it.
 */
export function RealtimeProvider({ userId, children }: { userId: number | null; children: ReactNode }) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  useEffect(() => {
    if (userId === null) return undefined;
    let opened: RealtimeConnection | null = null;
    let ended = false;
    void import('./realtime-connection').then(({ RealtimeConnection }) => {
      if (ended) return;
      opened = new RealtimeConnection();
      setConnection(opened);
    });
    return () => {
      ended = true;
      opened?.close();
      setConnection(null);
    };
  }, [userId]);
  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}

/** Whether pushes arrive right now; polling stands in while they do not. */
export function useRealtimeConnected(): boolean {
  const connection = useContext(RealtimeContext);
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.isConnected ?? notConnected);
}

/** A query's polling interval: none while the socket is up, `intervalMs` while it is down. */
export function usePollingFallback(intervalMs: number): number | false {
  return useRealtimeConnected() ? false : intervalMs;
}

/** Calls `handler` with each push of `event` (the latest handler, without resubscribing). */
export function useRealtimeEvent<Event extends RealtimeEvent>(
  event: Event,
  handler: (payload: RealtimePayloads[Event]) => void,
): void {
  const connection = useContext(RealtimeContext);
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!connection) return undefined;
    // Pushes are the server's contract (RealtimePayloads), as its JSON answers are.
    const name: string = event;
    const listener = (payload: RealtimePayloads[Event]) => onEvent(payload);
    connection.socket.on(name, listener);
    return () => {
      connection.socket.off(name, listener);
    };
  }, [connection, event]);
}

/** Calls `handler` when the socket is back after a drop: pushes sent meanwhile were missed. */
export function useRealtimeReconnect(handler: () => void): void {
  const connection = useContext(RealtimeContext);
  const onReconnect = useEffectEvent(handler);
  useEffect(() => {
    if (!connection) return undefined;
    const listener = () => onReconnect();
    connection.socket.io.on('reconnect', listener);
    return () => {
      connection.socket.io.off('reconnect', listener);
    };
  }, [connection]);
}
