import { io, type Socket } from 'socket.io-client';

/** After the server refuses a connection (its session check failed), try again this much later. */
const RETRY_AFTER_REFUSAL_MS = 10_000;

/**
 * The signed-in session's one Socket.IO connection: same origin, path /socket.io, session cookie
 * included. Socket.IO reconnects by itself after a dropped connection; a connection the server
 * refused is retried here. `subscribe` and `isConnected` suit React's useSyncExternalStore.
 */
export class RealtimeConnection {
  readonly socket: Socket;
  private connected = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor() {
    this.socket = io({ path: '/socket.io', withCredentials: true, autoConnect: false, forceNew: true });
    this.socket.on('connect', () => this.setConnected(true));
    this.socket.on('disconnect', () => this.setConnected(false));
    this.socket.on('connect_error', () => {
      this.setConnected(false);
      if (!this.socket.active) this.retryTimer = setTimeout(() => this.socket.connect(), RETRY_AFTER_REFUSAL_MS);
    });
    this.socket.connect();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isConnected = (): boolean => this.connected;

  close(): void {
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
    this.socket.removeAllListeners();
    this.setConnected(false);
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const listener of this.listeners) listener();
  }
}
