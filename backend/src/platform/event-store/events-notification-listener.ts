import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EVENTS_CHANNEL } from './event-store';

/**
 * One LISTEN connection per process on the channel every append notifies at its commit: each
 * notification is handed to every consumer loop of the process with its payload (the appended
 * types), and wakes those that handle one of them. A lost connection is reopened
 * after `reconnectMs` (the loops poll meanwhile; a consumer never depends on a notification).
 */
export class EventsNotificationListener {
  private readonly logger = new Logger('DurableConsumers');
  private readonly listeners = new Set<(payload: string | undefined) => void>();
  private client: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly reconnectMs: number,
  ) {}

  /** Calls `listener` on every notification with its payload (undefined: look in any case); answers how to stop. */
  subscribe(listener: (payload: string | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'sikka-events-listener' });
    this.client = client;
    client.on('notification', (message) => {
      for (const listener of this.listeners) listener(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Whatever was committed while no connection listened is read now.
      for (const listener of this.listeners) listener(undefined);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.logger.warn(`the events notification connection was lost (${error.message}); consumers poll until it is back`);
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      if (!this.closed) void this.start();
    }, this.reconnectMs);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    this.listeners.clear();
    if (client) await client.end().catch(() => undefined);
  }
}
