import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../platform/database/sql-reads';
import { GetUserSummariesQuery, UserSummary } from './get-user-summaries.query';

interface SummaryRow {
  id: number;
  name: string;
  location: string | null;
  created_at: Date;
  phone_verified: boolean;
  suspended_until: Date | null;
}

/** Asked for every page of listings, conversations and offers: one indexed SQL read, no entity hydration. */
@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly reads: SqlReads) {}

  async execute(query: GetUserSummariesQuery): Promise<UserSummary[]> {
    const ids = [...new Set(query.userIds)];
    if (ids.length === 0) return [];
    const rows = await this.reads.rows<SummaryRow>('SELECT "id", "name", "location", "created_at", "phone_verified_at" IS NOT NULL AS "phone_verified", CASE WHEN "suspended_until" > now() THEN "suspended_until" END AS "suspended_until" FROM "users" WHERE "id" = ANY(?::int[])', [ids]);
    return rows.map((row) => ({ id: row.id, name: row.name, location: row.location, createdAt: new Date(row.created_at).toISOString(), phoneVerified: row.phone_verified, suspendedUntil: row.suspended_until ? new Date(row.suspended_until).toISOString() : null }));
  }
}
