import { checkCoinIdentity, checkIdentityChanges, CoinIdentity, CoinIdentityInput, identityEdit } from './coin-identity';
import { checkListingChanges, checkListingContent, ListingContent, ListingContentInput } from './listing-rules';

/** What a seller (or an admin) sends for a listing: spec.md's fields and the coin's identity (issue 13). */
export type ListingInput = ListingContentInput & CoinIdentityInput;

/** A new listing, checked: spec.md's fields first, in form order, then the identity. */
export function checkNewListing(input: ListingInput, currentYear: number): { content: ListingContent; identity: CoinIdentity } {
  const content = checkListingContent(input);
  return { content, identity: checkCoinIdentity(input, content.year, currentYear) };
}

/**
 * An edit, checked against the listing's current year and identity: the content fields present
 * (whether they change is decided against the row), and the identity fields that really change,
 * the era kept consistent with the year.
 */
export function checkListingEdit(
  current: { year: string | null; identity: CoinIdentity },
  input: ListingInput,
  currentYear: number,
): { content: Partial<ListingContent>; identity: Partial<CoinIdentity> } {
  const content = checkListingChanges(input);
  return { content, identity: identityEdit(current, content.year, checkIdentityChanges(input), currentYear) };
}

/** The field-level checks of an edit that need no listing (run before a picture is stored). */
export function precheckListingEdit(input: ListingInput): void {
  checkListingChanges(input);
  checkIdentityChanges(input);
}
