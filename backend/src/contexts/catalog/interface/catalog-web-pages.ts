import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../../platform/kernel/errors';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { SitemapSource, Sitemaps } from '../../../platform/http/sitemaps';
import type { PageRequest } from '../../../platform/http/web-page';
import { WebPages } from '../../../platform/http/web-pages';
import type { CoinView } from '../application/coin-view';
import { GetListingQuery } from '../application/queries/get-listing.query';
import { GetSellerProfileQuery, SellerProfileView } from '../application/queries/get-seller-profile.query';
import { ListSitemapFilesQuery, SitemapFileView, SitemapPageKind } from '../application/queries/list-sitemap-files.query';
import { ListSitemapPagesQuery, SitemapPageView } from '../application/queries/list-sitemap-pages.query';
import { ListingFilters, ListingPage, SearchListingsQuery, SortBy } from '../application/queries/search-listings.query';
import type { Category, Condition, Metal } from '../domain/catalog-values';
import { browseCanonicalQuery } from './browse-canonical-query';
import { browsePage, coinPage, sellerPage } from './catalog-page-descriptions';

/** The web app's page of coins (features/catalog/api/coin-list.ts). */
const FIRST_PAGE_SIZE = 20;

/** Where each kind of sitemap page lives in the web app. */
const PAGE_PATHS: Record<SitemapPageKind, (id: number) => string> = {
  coins: (id) => `/coin/${id}`,
  sellers: (id) => `/sellers/${id}`,
};

/**
 * Tells the web server what the Catalog's pages show (decisions/0045, 0049): /coin/<id> is a 404
 * page unless the id is valid and the listing public, /sellers/<id> unless the seller page exists,
 * by the same queries the API answers those pages' calls with; found ones get their title,
 * description, picture and schema.org data. / and /search get their titles, canonical queries and
 * first page of coins (the server-written first screen, decisions/0059).
 * The sitemap lists public coins and sellers through keyset-paged queries.
 */
@Injectable()
export class CatalogWebPages implements OnModuleInit {
  constructor(
    private readonly pages: WebPages,
    private readonly sitemaps: Sitemaps,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.pages.register('/', async (request) => browsePage('home', request, await this.firstPage('home', request)));
    this.pages.register('/search', async (request) => browsePage('search', request, await this.firstPage('search', request)));
    this.pages.register('/coin/$id', async (request) => {
      const coin = await this.find<CoinView>(request.params.id, (id) => new GetListingQuery(id, null));
      return coin && coinPage(coin, request);
    });
    this.pages.register('/sellers/$sellerId', async (request) => {
      const seller = await this.find<SellerProfileView>(request.params.sellerId, (id) => new GetSellerProfileQuery(id));
      return seller && sellerPage(seller, request);
    });
    this.sitemaps.register('coins', this.sitemapSource('coins'));
    this.sitemaps.register('sellers', this.sitemapSource('sellers'));
  }

  /**
   * The first page of coins the app shows for a browse or search address (its first-page cache serves
   * it, decisions/0053); null for /search without words or a filter, where the app lists nothing yet.
   */
  private async firstPage(screen: 'home' | 'search', request: PageRequest): Promise<ListingPage | null> {
    const address = new Map(browseCanonicalQuery(screen, request.query));
    const criteria = [...address.keys()].filter((name) => name !== 'sort');
    if (screen === 'search' && criteria.length === 0) return null;
    const number = (name: string) => (address.has(name) ? Number(address.get(name)) : undefined);
    const filters: ListingFilters = {
      search: address.get('q'),
      category: address.get('category') as Category | undefined,
      metal: address.get('metal') as Metal | undefined,
      condition: address.get('condition') as Condition | undefined,
      location: address.get('location'),
      minPrice: number('minPrice'),
      maxPrice: number('maxPrice'),
      ruler: address.get('ruler'),
      mint: address.get('mint'),
      denomination: address.get('denomination'),
      issuer: address.get('issuer'),
      yearFrom: number('yearFrom'),
      yearTo: number('yearTo'),
      certified: address.get('certified') === 'true' ? true : undefined,
      sortBy: (address.get('sort') ?? (screen === 'home' ? 'recent' : 'most-recent')) as SortBy,
      limit: FIRST_PAGE_SIZE,
      offset: 0,
    };
    return this.queries.execute<SearchListingsQuery, ListingPage>(new SearchListingsQuery(filters));
  }

  private sitemapSource(kind: SitemapPageKind): SitemapSource {
    return {
      files: (limit) => this.queries.execute<ListSitemapFilesQuery, SitemapFileView[]>(new ListSitemapFilesQuery(kind, limit)),
      entries: async (start, limit) => {
        const pages = await this.queries.execute<ListSitemapPagesQuery, SitemapPageView[]>(new ListSitemapPagesQuery(kind, start, limit));
        return pages.map((page) => ({ path: PAGE_PATHS[kind](page.id), lastmod: page.lastmod }));
      },
    };
  }

  /** The query's answer, or null for an invalid id or a NotFoundError (a 404 page). */
  private async find<T>(id: string, query: (id: number) => GetListingQuery | GetSellerProfileQuery): Promise<T | null> {
    let valid: number;
    try {
      valid = new ParseIdPipe().transform(id);
    } catch {
      return null;
    }
    try {
      return (await this.queries.execute(query(valid))) as T;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
}
