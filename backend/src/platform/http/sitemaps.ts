import { Injectable } from '@nestjs/common';

/** The most URLs one sitemap file may hold (sitemaps.org); tests lower `Sitemaps.urlsPerFile`. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** One page in a sitemap: its path on this site and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** One sitemap file of a source: the key its entries start at (keyset paging) and its newest lastmod. */
export interface SitemapFile {
  start: number;
  lastmod: Date;
}

/**
 * A context's pages for the sitemap, listed in key order (an id) so a file is a keyset page:
 * `files` splits the whole list into runs of at most `limit` entries, `entries` reads one run.
 */
export interface SitemapSource {
  files(limit: number): Promise<SitemapFile[]>;
  entries(start: number, limit: number): Promise<SitemapEntry[]>;
}

/**
 * The sources of /sitemap.xml, registered by contexts at start (the Catalog: coins and sellers) so
 * the platform imports none. The index names `/sitemaps/{source}-{start}.xml` for every file.
 */
@Injectable()
export class Sitemaps {
  private readonly sources = new Map<string, SitemapSource>();
  /** URLs per sitemap file; a constant in production, lowered by tests to prove the splitting. */
  urlsPerFile = SITEMAP_URLS_PER_FILE;

  register(name: string, source: SitemapSource): void {
    if (!/^[a-z]+$/.test(name)) throw new Error(`Sitemap source names are lowercase letters, got "${name}"`);
    this.sources.set(name, source);
  }

  /** Every file of every source, in registration order. */
  async index(): Promise<{ name: string; file: SitemapFile }[]> {
    const listed = await Promise.all([...this.sources].map(async ([name, source]) => (await source.files(this.urlsPerFile)).map((file) => ({ name, file }))));
    return listed.flat();
  }

  /** One file's entries, or null for a source nobody registered. */
  async file(name: string, start: number): Promise<SitemapEntry[] | null> {
    const source = this.sources.get(name);
    return source ? source.entries(start, this.urlsPerFile) : null;
  }
}
