import { Query } from '@nestjs/cqrs';

/** The Catalog's pages in the sitemap: public coins (approved, sold ones too, not deleted) and sellers' profiles. */
export type SitemapPageKind = 'coins' | 'sellers';

/** One sitemap file: the id its pages start at, and when the newest of them last changed. */
export interface SitemapFileView {
  start: number;
  lastmod: Date;
}

/**
 * Splits the public coins (or sellers), in id order, into files of at most `limit` pages each
 * (decisions/0049). One pass over the ids; each file is then read by keyset from its start id.
 */
export class ListSitemapFilesQuery extends Query<SitemapFileView[]> {
  constructor(
    readonly kind: SitemapPageKind,
    readonly limit: number,
  ) {
    super();
  }
}
