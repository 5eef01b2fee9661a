import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

interface PooledClient {
  query<T>(config: { text: string; values: unknown[] }): Promise<{ rows: T[] }>;
}

interface KnexClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): Promise<void>;
}

/** `?` placeholders (as the ORM's raw SQL writes them) to PostgreSQL's `$1, $2 …`. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * Hot read-model queries (browse pages, their counts, the sellers on a page) sent as parameterised
 * statements on a connection of the ORM's own pool. The ORM's `execute` writes every parameter into
 * the SQL text and runs it through its query builder, which cost the busiest reads a tenth of their
 * CPU (docs/performance.md, decisions/0067). Reads only, outside any transaction; writes go through
 * the ORM and the event store. The SQL must not contain a `?` other than its placeholders.
 */
@Injectable()
export class SqlReads {
  constructor(private readonly em: EntityManager) {}

  async rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    const client = this.em.getConnection().getKnex().client as unknown as KnexClient;
    const connection = await client.acquireConnection();
    try {
      return (await connection.query<T>({ text: numberedPlaceholders(sql), values: params })).rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
