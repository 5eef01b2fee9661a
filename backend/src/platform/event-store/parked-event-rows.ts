import { ClientBase } from 'pg';
import { PositionedEvent, saveCheckpoint } from './consumer-positions';

/**
 * Parks an event a consumer's handler kept failing on and moves the consumer's checkpoint past it,
 * in one transaction: the event is either parked and passed, or neither. An event parked again (it
 * came back after a crash before the checkpoint moved) keeps one row, with the latest error.
 */
export async function parkEvent(client: ClientBase, consumer: string, { event, position }: PositionedEvent, error: string, attempts: number): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO "consumer_parked_events" ("consumer", "transaction_id", "global_position", "stream_id", "event_type", "error", "attempts")
       VALUES ($1, $2::xid8, $3, $4, $5, $6, $7)
       ON CONFLICT ("consumer", "global_position") DO UPDATE SET
         "error" = EXCLUDED."error", "attempts" = "consumer_parked_events"."attempts" + EXCLUDED."attempts",
         "parked_at" = now(), "resolved_at" = NULL`,
      [consumer, position.transactionId, position.globalPosition, event.streamId, event.type, error, attempts],
    );
    await saveCheckpoint(client, consumer, position);
    await client.query('COMMIT');
  } catch (failure) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw failure;
  }
}
