import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListSitemapFilesQuery, SitemapFileView } from './list-sitemap-files.query';
import { SITEMAP_ROWS } from './sitemap-page-sql';

@QueryHandler(ListSitemapFilesQuery)
export class ListSitemapFilesHandler implements IQueryHandler<ListSitemapFilesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, limit }: ListSitemapFilesQuery): Promise<SitemapFileView[]> {
    // Numbering the rows once and grouping them by file: no OFFSET, one index-order pass.
    const rows: { start: number; lastmod: Date }[] = await this.em.getConnection().execute(
      `SELECT MIN("id")::int AS "start", MAX("lastmod") AS "lastmod"
         FROM (SELECT "id", "lastmod", ROW_NUMBER() OVER (ORDER BY "id") AS "n" FROM (${SITEMAP_ROWS[kind].all}) AS "pages") AS "numbered"
        GROUP BY ("n" - 1) / ?
        ORDER BY 1`,
      [limit],
    );
    return rows.map((row) => ({ start: row.start, lastmod: new Date(row.lastmod) }));
  }
}
