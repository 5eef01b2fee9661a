import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { SqlReads } from '../../../platform/database/sql-reads';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { ListingPage } from '../application/queries/listing-page';
import type { ListingFilters } from '../application/queries/search-listings.query';

/**
 * A first page is served from the cache for at most this long. Every write to "coins" moves the
 * generation at once, so this only bounds what no write signals (a seller renaming themselves) and
 * a page computed in the instant between a write and its commit (decisions/0053).
 */
export const FIRST_PAGE_TTL_SECONDS = 1;
/** A filter set's capped count is kept this long within one generation (decisions/0052). */
export const COUNT_TTL_SECONDS = 60;
/**
 * A process reuses the generation it read for this long: one query per tenth of a second instead of
 * one per request (a fifth of a cached page's cost). A change is then seen by every process within
 * this time, well inside the second the issue allows; the process that made the change at once
 * (decisions/0062).
 */
export const GENERATION_REUSE_MS = 100;

/**
 * A first page is stored only when this process computed the same page (sort, size and filter set)
 * within this time before: a filter set asked once (a price typed in, a rare word) is not written to
 * Redis at all, a popular one from its second computation on (decisions/0090).
 */
export const PAGE_ADMISSION_WINDOW_MS = 60_000;
/** Beyond this many remembered page shapes the memory starts again. */
const MOST_REMEMBERED_PAGES = 10_000;

/** What the cache holds for one request: its first page (offset 0 only) and its filter set's count. */
export interface CachedListings {
  page: ListingPage | null;
  /** Matches up to COUNT_CAP + 1, for this filter set whatever the sort and offset. */
  cappedCount: number | null;
}

/** The filter set alone (what the count depends on), in a fixed order; the identity filters (issue 13) after the first seven. */
const filterSetKey = (f: ListingFilters): string =>
  JSON.stringify([
    f.search ?? null,
    f.category ?? null,
    f.metal ?? null,
    f.condition ?? null,
    f.minPrice ?? null,
    f.maxPrice ?? null,
    f.location ?? null,
    f.ruler ?? null,
    f.mint ?? null,
    f.denomination ?? null,
    f.issuer ?? null,
    f.yearFrom ?? null,
    f.yearTo ?? null,
    f.certified ?? null,
  ]);

/**
 * A cached page is the JSON object {totalCount, totalIsExact, coins}, written with the coins' text
 * spliced in and read by cutting it out again: neither direction parses or serialises the coins.
 */
const pageForCache = (page: ListingPage): string =>
  `{"totalCount":${page.totalCount},"totalIsExact":${page.totalIsExact},"coins":${page.coinsJson}}`;

const CACHED_PAGE_HEAD = /^\{"totalCount":(\d+),"totalIsExact":(true|false),"coins":/;

function pageFromCache(text: string): ListingPage {
  const head = CACHED_PAGE_HEAD.exec(text);
  if (head && text.endsWith('}')) return new ListingPage(text.slice(head[0].length, -1), Number(head[1]), head[2] === 'true');
  const { coins, totalCount, totalIsExact } = JSON.parse(text) as { coins: ListingPage['coins']; totalCount: number; totalIsExact: boolean };
  return ListingPage.of(coins, totalCount, totalIsExact);
}

/** The sorts that order alike share a page. */
const sortKey = (f: ListingFilters): string => (f.sortBy === 'most-recent' ? 'recent' : f.sortBy);

/**
 * Browse pages and counts in Redis, shared by every API process, keyed by the listings'
 * generation: the PostgreSQL sequence `coins_listing_pages_generation`, which a trigger moves on
 * every statement that writes "coins" (approval, sale, reservation, deletion, edit, comment), so a
 * change is seen by the next request in any process. Redis trouble never fails a search: the
 * request is then answered from PostgreSQL as if nothing were cached (logged once per outage).
 */
@Injectable()
export class ListingPagesCache implements OnModuleInit {
  private readonly logger = new Logger(ListingPagesCache.name);
  private failing = false;
  /** The generation this process read last, and when it started reading it. */
  private latest: { generation: Promise<string>; readAt: number } | null = null;
  /** When this process last computed each first page, whatever the generation (PAGE_ADMISSION_WINDOW_MS). */
  private readonly computedPages = new Map<string, number>();

  constructor(
    private readonly em: EntityManager,
    private readonly reads: SqlReads,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /**
   * A write made by this process is seen by its very next request: every flush and committed
   * transaction here forgets the generation it holds (other processes see it within GENERATION_REUSE_MS).
   */
  onModuleInit(): void {
    const forget = () => {
      this.latest = null;
    };
    this.em.getEventManager().registerSubscriber({ afterFlush: forget, afterTransactionCommit: forget });
  }

  /**
   * The listings' current generation, read at most GENERATION_REUSE_MS ago (before the data it keys, so
   * a write is hidden from this process for that long at most). Concurrent requests share one read.
   */
  generation(): Promise<string> {
    const now = Date.now();
    if (this.latest && now - this.latest.readAt < GENERATION_REUSE_MS) return this.latest.generation;
    const generation = this.readGeneration();
    this.latest = { generation, readAt: now };
    generation.catch(() => {
      if (this.latest?.generation === generation) this.latest = null; // a failed read is not reused
    });
    return generation;
  }

  private async readGeneration(): Promise<string> {
    // Before its first nextval a sequence reads last_value 1 with is_called false, and 1 again after it.
    const [row] = await this.reads.rows<{ generation: string }>('SELECT (CASE WHEN "is_called" THEN "last_value" ELSE 0 END)::text AS "generation" FROM "coins_listing_pages_generation"', []);
    return row.generation;
  }

  async read(generation: string, filters: ListingFilters): Promise<CachedListings> {
    const pageKey = filters.offset === 0 ? this.pageKey(generation, filters) : null;
    try {
      const [page, count] = pageKey
        ? await this.redis.mget(pageKey, this.countKey(generation, filters))
        : [null, await this.redis.get(this.countKey(generation, filters))];
      this.failing = false;
      return { page: page ? pageFromCache(page) : null, cappedCount: count === null ? null : Number(count) };
    } catch (error) {
      this.unavailable(error);
      return { page: null, cappedCount: null };
    }
  }

  /** Keeps what a request computed: its count, and its page when it is a first page asked for before. */
  async write(generation: string, filters: ListingFilters, page: ListingPage, cappedCount: number | null): Promise<void> {
    const batch = this.redis.pipeline();
    if (cappedCount !== null) batch.set(this.countKey(generation, filters), String(cappedCount), 'EX', COUNT_TTL_SECONDS);
    if (filters.offset === 0 && this.computedBefore(filters)) batch.set(this.pageKey(generation, filters), pageForCache(page), 'EX', FIRST_PAGE_TTL_SECONDS);
    if (batch.length === 0) return;
    await batch.exec().catch((error: unknown) => this.unavailable(error));
  }

  /** Whether this process computed this first page within PAGE_ADMISSION_WINDOW_MS; remembers it now. */
  private computedBefore(filters: ListingFilters): boolean {
    const shape = `${sortKey(filters)}:${filters.limit}:${filterSetKey(filters)}`;
    const now = Date.now();
    const last = this.computedPages.get(shape);
    if (last === undefined && this.computedPages.size >= MOST_REMEMBERED_PAGES) this.computedPages.clear();
    this.computedPages.set(shape, now);
    return last !== undefined && now - last < PAGE_ADMISSION_WINDOW_MS;
  }

  private pageKey(generation: string, filters: ListingFilters): string {
    return this.keys.key('listing-pages', generation, 'page', sortKey(filters), filters.limit, filterSetKey(filters));
  }

  private countKey(generation: string, filters: ListingFilters): string {
    return this.keys.key('listing-pages', generation, 'count', filterSetKey(filters));
  }

  private unavailable(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.warn(`Listing page cache skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
