import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListSitemapPagesQuery, SitemapPageView } from './list-sitemap-pages.query';
import { SITEMAP_ROWS } from './sitemap-page-sql';

@QueryHandler(ListSitemapPagesQuery)
export class ListSitemapPagesHandler implements IQueryHandler<ListSitemapPagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, start, limit }: ListSitemapPagesQuery): Promise<SitemapPageView[]> {
    const rows: { id: number; lastmod: Date }[] = await this.em.getConnection().execute(`${SITEMAP_ROWS[kind].from} ORDER BY "id" LIMIT ?`, [start, limit]);
    return rows.map((row) => ({ id: row.id, lastmod: new Date(row.lastmod) }));
  }
}
