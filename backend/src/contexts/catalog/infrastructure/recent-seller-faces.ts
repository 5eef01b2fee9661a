import type { SellerView } from '../application/coin-view';

/**
 * How long a seller's public face (name, place, stars, Verified seller) read for a browse page is
 * reused: as long as a cached first page is (FIRST_PAGE_TTL_SECONDS), so a page computed on a miss
 * is never staler than one served from the cache (decisions/0087).
 */
export const SELLER_FACE_REUSE_MS = 1000;
/** Beyond this many remembered sellers the memory starts again (a page names at most 20). */
const MOST_REMEMBERED = 5000;

/**
 * The sellers' faces this process read in the last second, for browse and search pages: a cache miss
 * then costs one PostgreSQL statement (the page and its count) instead of three (decisions/0087).
 */
export class RecentSellerFaces {
  private readonly faces = new Map<number, { face: SellerView; readAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The faces of these sellers, asking `read` only for those not read within SELLER_FACE_REUSE_MS. */
  async of(ids: readonly number[], read: (missing: number[]) => Promise<Map<number, SellerView>>): Promise<Map<number, SellerView>> {
    const now = this.now();
    const found = new Map<number, SellerView>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const known = this.faces.get(id);
      if (known && now - known.readAt < SELLER_FACE_REUSE_MS) found.set(id, known.face);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const fresh = await read(missing);
    if (this.faces.size + fresh.size > MOST_REMEMBERED) this.faces.clear();
    for (const [id, face] of fresh) {
      this.faces.set(id, { face, readAt: now });
      found.set(id, face);
    }
    return found;
  }
}
