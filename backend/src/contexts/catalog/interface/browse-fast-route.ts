import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { parse } from 'node:querystring';
import type { FastAnswer } from '../../../platform/http/fast-routes';
import { FastRoutes } from '../../../platform/http/fast-routes';
import { isForbiddenText } from '../../../platform/http/text-rules';
import { RUPEES_MAX } from '../../../platform/kernel/money';
import { ListingPage, SearchListingsQuery, SORT_OPTIONS } from '../application/queries/search-listings.query';
import { NAMED_FILTER_MAX } from '../domain/identity-filters';
import { browseFiltersOf } from './browse-filters-input';
import type { SearchCoinsDto } from './dto/search-coins.dto';

/** Text filters and their longest value (SearchCoinsDto's MaxLength); category, metal and condition have none. */
const TEXTS: Record<string, number> = {
  search: 200,
  location: 100,
  category: Infinity,
  metal: Infinity,
  condition: Infinity,
  ruler: NAMED_FILTER_MAX,
  mint: NAMED_FILTER_MAX,
  denomination: NAMED_FILTER_MAX,
  issuer: NAMED_FILTER_MAX,
};
/** Whole-number filters and their ranges (SearchCoinsDto's Min and Max; the years' range is checkIdentityFilters'). */
const NUMBERS: Record<string, readonly [min: number, max: number]> = {
  minPrice: [0, RUPEES_MAX],
  maxPrice: [0, RUPEES_MAX],
  limit: [1, 100],
  offset: [0, 1_000_000_000],
  yearFrom: [0, Number.MAX_SAFE_INTEGER],
  yearTo: [0, Number.MAX_SAFE_INTEGER],
};
/** Filters that take one of a few words (SearchCoinsDto's IsIn). */
const CHOICES: Record<string, readonly string[]> = { sortBy: SORT_OPTIONS, certified: ['true', 'false'] };
const PLAIN_WHOLE_NUMBER = /^(0|[1-9]\d{0,9})$/;
/** What SearchCoinsDto reads as no filter. */
const blank = (value: string): boolean => value.trim() === '' || value.trim().toLowerCase() === 'all';

/**
 * GET /api/coins's query as SearchCoinsDto would give it, for the queries it is sure of: each
 * parameter one of the DTO's filters, given once, as a valid value (text without NUL or a lone
 * surrogate and within its length, whole numbers written plainly and in range, a known sort).
 * Anything else — unknown or repeated parameters, a value the DTO refuses — is null, and the request
 * goes through the controller, whose validation answers it.
 */
export function plainBrowseQuery(queryString: string): SearchCoinsDto | null {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parse(queryString))) {
    if (typeof value !== 'string' || isForbiddenText(value) || isForbiddenText(name)) return null;
    if (Object.hasOwn(TEXTS, name)) {
      if (value.length > TEXTS[name]) return null;
      if (!blank(value)) query[name] = value;
    } else if (Object.hasOwn(NUMBERS, name)) {
      const [min, max] = NUMBERS[name];
      if (!PLAIN_WHOLE_NUMBER.test(value) || Number(value) < min || Number(value) > max) return null;
      query[name] = Number(value);
    } else if (Object.hasOwn(CHOICES, name)) {
      if (blank(value)) continue;
      if (!CHOICES[name].includes(value)) return null;
      query[name] = value;
    } else {
      return null;
    }
  }
  return query as SearchCoinsDto;
}

/** The X-Total-Count headers and the coins' JSON, as CoinsController.search sends them. */
export const browseAnswer = (page: ListingPage): FastAnswer => ({
  json: page.coinsJson,
  headers: [
    ['X-Total-Count', String(page.totalCount)],
    ['X-Total-Count-Exact', String(page.totalIsExact)],
  ],
});

/**
 * Browse and search answered before the HTTP framework (decisions/0078): the busiest request of the
 * site, for a plain query, skips Express's routing, Nest's pipeline and class-validator and asks the
 * same SearchListingsQuery the controller asks; the platform's fast path gives the answer the same
 * headers, log line and metrics. Any other query goes to CoinsController.search.
 */
@Injectable()
export class BrowseFastRoute implements OnModuleInit {
  constructor(
    private readonly routes: FastRoutes,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.routes.register({ path: '/api/coins', metricsRoute: '/api/coins', answer: (query) => this.answer(query) });
  }

  private async answer(queryString: string): Promise<FastAnswer | null> {
    const query = plainBrowseQuery(queryString);
    if (!query) return null;
    // browseFiltersOf refuses what the DTO leaves to it (an unknown category, minPrice above maxPrice): the controller answers those.
    let filters;
    try {
      filters = browseFiltersOf(query);
    } catch {
      return null;
    }
    return browseAnswer(await this.queries.execute(new SearchListingsQuery(filters)));
  }
}
