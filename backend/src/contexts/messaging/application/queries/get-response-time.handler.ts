import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../platform/database/sql-reads';
import { GetResponseTimeQuery, ResponseTime } from './get-response-time.query';

/**
 * In the user's conversations of the last 90 days, each turn of the other party (its first message
 * after one of the user's, or the conversation's first) is "asked"; the user's next message in that
 * conversation answers it. The median of those gaps is what the seller card shows.
 */
const RESPONSE_TIME = `
  WITH mine AS (
    SELECT "id" FROM "conversations" WHERE "buyer_id" = ? OR "seller_id" = ?
  ), messages AS (
    SELECT m."conversation_id", m."sender_id", m."created_at",
           lag(m."sender_id") OVER (PARTITION BY m."conversation_id" ORDER BY m."id") AS "previous_sender"
    FROM "messages" m
    WHERE m."conversation_id" IN (SELECT "id" FROM mine) AND m."created_at" > now() - interval '90 days'
  ), gaps AS (
    SELECT extract(epoch FROM (
             SELECT min(r."created_at") FROM "messages" r
             WHERE r."conversation_id" = asked."conversation_id" AND r."sender_id" = ? AND r."created_at" > asked."created_at"
           ) - asked."created_at") AS "seconds"
    FROM messages asked
    WHERE asked."sender_id" <> ? AND asked."previous_sender" IS DISTINCT FROM asked."sender_id"
  )
  SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds"))::int AS "median", count("seconds")::int AS "answered"
  FROM gaps WHERE "seconds" IS NOT NULL`;

@QueryHandler(GetResponseTimeQuery)
export class GetResponseTimeHandler implements IQueryHandler<GetResponseTimeQuery> {
  constructor(private readonly reads: SqlReads) {}

  async execute({ userId }: GetResponseTimeQuery): Promise<ResponseTime> {
    const [row] = await this.reads.rows<{ median: number | null; answered: number }>(RESPONSE_TIME, [userId, userId, userId, userId]);
    return { medianSeconds: row.median, answered: row.answered };
  }
}
