/** /my-listings?highlight={id}: the listing just submitted, shown highlighted. */
export interface MyListingsSearch {
  highlight?: number;
}

/** Keeps a positive whole listing id and drops anything else from the address. */
export function parseMyListingsSearch(search: Record<string, unknown>): MyListingsSearch {
  const { highlight } = search;
  const id = typeof highlight === 'string' ? Number(highlight) : highlight;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { highlight: id } : {};
}
