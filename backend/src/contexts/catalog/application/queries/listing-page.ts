import type { CoinView } from '../coin-view';

/**
 * One page of browse results. It keeps its coins as JSON text: the API sends that text as it is,
 * so a page from the cache is neither parsed nor serialised again, and a computed page is
 * serialised once for both the cache and the answer. `coins` parses only when a reader needs the
 * objects (the server-written first screens).
 */
export class ListingPage {
  private parsed: CoinView[] | null;

  constructor(
    /** The coins' JSON array, exactly as `GET /api/coins` answers it. */
    readonly coinsJson: string,
    /** Exact up to 1,000; when there are more, 1,000 and `totalIsExact` false. */
    readonly totalCount: number,
    readonly totalIsExact: boolean,
    coins: CoinView[] | null = null,
  ) {
    this.parsed = coins;
  }

  static of(coins: CoinView[], totalCount: number, totalIsExact: boolean): ListingPage {
    return new ListingPage(JSON.stringify(coins), totalCount, totalIsExact, coins);
  }

  get coins(): CoinView[] {
    this.parsed ??= JSON.parse(this.coinsJson) as CoinView[];
    return this.parsed;
  }
}
