import { Query } from '@nestjs/cqrs';
import type { SitemapPageKind } from './list-sitemap-files.query';

/** A coin or seller page for the sitemap: its id and when what it shows last changed. */
export interface SitemapPageView {
  id: number;
  lastmod: Date;
}

/** At most `limit` public coins (or sellers) from id `start` on, in id order: a keyset page, never OFFSET. */
export class ListSitemapPagesQuery extends Query<SitemapPageView[]> {
  constructor(
    readonly kind: SitemapPageKind,
    readonly start: number,
    readonly limit: number,
  ) {
    super();
  }
}
