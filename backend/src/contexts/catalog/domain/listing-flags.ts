import { formatRupees } from '../../../platform/kernel/money';
import type { Face } from './photo-roles';

/**
 * What the Catalog points out to the review queue about a listing when it is submitted or edited
 * (decisions/0063): contact details or replica words in its text, a photo the same as another
 * seller's, a price far from similar listings', a seller who did not confirm the coin is genuine
 * (decisions/0072), photos that do not show both faces of the coin (decisions/0075). A flag is a hint
 * for the admin, never a decision.
 */
export const FLAG_KINDS = ['contact-details', 'replica-words', 'duplicate-photo', 'price-outlier', 'genuine-not-confirmed', 'missing-faces'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

export interface ListingFlag {
  kind: FlagKind;
  /** English, for API consumers; the screens say it from `params` in the reader's language. */
  detail: string;
  params: Record<string, unknown>;
}

/** The flags' events in the listing's stream (stored: never rename one). */
export type FlagEvent = { type: 'ListingFlagged'; data: { flags: ListingFlag[] } } | { type: 'ListingFlagsCleared'; data: Record<string, never> };

/**
 * Flags that point the admin at something worth a look but say nothing against the seller: they do
 * not keep a listing out of a bulk approval (decisions/0075). Photos are optional (spec.md), so a
 * listing without both faces is shown with its flag and may still be approved with the others.
 */
export const ADVISORY_FLAG_KINDS: readonly FlagKind[] = ['missing-faces'];

/** Whether these flags keep a listing out of a bulk approval: any flag that is not advisory. */
export const holdsBulkApproval = (flags: readonly ListingFlag[]): boolean => flags.some((flag) => !ADVISORY_FLAG_KINDS.includes(flag.kind));

export const isFlagKind = (value: unknown): value is FlagKind => typeof value === 'string' && (FLAG_KINDS as readonly string[]).includes(value);

const sameFlags = (a: readonly ListingFlag[], b: readonly ListingFlag[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The events that take a listing from its `current` flags to the `next` ones computed for its new
 * content: none when `next` is undefined (not computed: nothing they depend on changed) or equal.
 */
export function reflag(current: readonly ListingFlag[], next: readonly ListingFlag[] | undefined): FlagEvent[] {
  if (next === undefined || sameFlags(current, next)) return [];
  if (next.length === 0) return [{ type: 'ListingFlagsCleared', data: {} }];
  return [{ type: 'ListingFlagged', data: { flags: [...next] } }];
}

export function contactDetailsFlag(matches: string[]): ListingFlag {
  return { kind: 'contact-details', detail: `Contact details in the text: ${matches.join(', ')}`, params: { matches } };
}

export function replicaWordsFlag(words: string[]): ListingFlag {
  return { kind: 'replica-words', detail: `Words that suggest a replica: ${words.join(', ')}`, params: { words } };
}

export interface PhotoMatch {
  coinId: number;
  sellerId: number;
  sellerName: string;
  /** Differing bits of the two pictures' perceptual hashes. */
  distance: number;
}

export function duplicatePhotoFlag(match: PhotoMatch): ListingFlag {
  const who = match.sellerName || 'another seller';
  return {
    kind: 'duplicate-photo',
    detail: `The photo is the same or nearly the same as that of listing ${match.coinId} by ${who} (distance ${match.distance})`,
    params: { coinId: match.coinId, sellerId: match.sellerId, sellerName: match.sellerName, distance: match.distance },
  };
}

export interface PriceComparison {
  price: number;
  median: number;
  /** price / median, to two significant digits. */
  ratio: number;
  /** How many similar approved listings the median is of. */
  similar: number;
}

export function priceOutlierFlag(comparison: PriceComparison): ListingFlag {
  const { price, median, ratio, similar } = comparison;
  const how = ratio >= 1 ? `${ratio}× the median` : `1/${Number((1 / ratio).toPrecision(2))} of the median`;
  return {
    kind: 'price-outlier',
    detail: `${formatRupees(price)} is ${how} ${formatRupees(median)} of ${similar} similar approved listings`,
    params: { price, median, ratio, similar },
  };
}

/** The seller did not tick "this coin is genuine — not a replica, restrike or fantasy piece" (an API listing may leave it out). */
export function genuineNotConfirmedFlag(): ListingFlag {
  return { kind: 'genuine-not-confirmed', detail: 'The seller did not confirm the coin is genuine', params: {} };
}

/** The listing's photos do not include both an obverse and a reverse (none at all included); `missing` names the faces not shown. */
export function missingFacesFlag(missing: Face[]): ListingFlag {
  return { kind: 'missing-faces', detail: `The listing has no ${missing.join(' or ')} photo`, params: { missing } };
}
