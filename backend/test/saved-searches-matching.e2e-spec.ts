/**
 * Parity of saved-search alerts with browse: for generated saved searches (fast-check, fixed seed)
 * and a table of listings, the listings a saved search is matched with when they are approved are
 * exactly those GET /api/coins returns for the same filters (text with stems, prefixes and the Hindi
 * glossary, chips, price range, location substring). The matching runs on the real stored
 * ListingApproved events; the listings of other test files are left out of the comparison.
 */
import fc from 'fast-check';
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { SavedSearchMatcher } from '../src/contexts/catalog/infrastructure/saved-search-matcher';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

const LISTINGS: Record<string, string>[] = [
  { title: 'Akbar gold mohur', description: 'Agra mint, full flan.', category: 'mughal', metal: 'gold', condition: 'very-fine', price: '185000', location: 'New Delhi' },
  { title: 'शाहजहाँ का मोहर', description: 'सोने का सिक्का, दिल्ली टकसाल', category: 'mughal', metal: 'gold', condition: 'fine', price: '150000', location: 'Delhi' },
  { title: '1835 William IV One Rupee', description: 'Silver rupee of the East India Company, Calcutta mint.', category: 'east-india-company', metal: 'silver', condition: 'very-fine', price: '4500', location: 'Mumbai' },
  { title: 'Victoria rupees lot', description: 'Three silver rupees, 1862 and 1877.', category: 'british-india', metal: 'silver', condition: 'good', price: '3000', location: 'Pune' },
  { title: 'Hyderabad paisa', description: 'Copper paisa of the Nizam, Farkhanda Bunyad.', category: 'princely', metal: 'copper', condition: 'fair', price: '350', location: 'Hyderabad' },
  { title: 'Republic 1 rupee 1950', description: 'First rupee of the Republic, nickel.', category: 'republic', metal: 'nickel', condition: 'excellent', price: '900', location: 'Chennai' },
  { title: 'चांदी का रुपया विक्टोरिया', description: 'ब्रिटिश भारत का रुपया 1901', category: 'british-india', metal: 'silver', condition: 'very-good', price: '2500', location: 'Jaipur' },
  { title: 'Pondicherry fanon', description: 'French India silver fanon.', category: 'french-india', metal: 'silver', condition: 'fine', price: '7000', location: 'Puducherry' },
  { title: 'Goa tanga', description: 'Portuguese India copper tanga, Goa mint.', category: 'portuguese-india', metal: 'copper', condition: 'good', price: '1200', location: 'Panaji, Goa' },
  { title: 'Mohur of Jahangir zodiac', description: 'Gold zodiac mohur, Leo.', category: 'mughal', metal: 'gold', condition: 'mint', price: '900000', location: 'Lucknow' },
  { title: 'Travancore chuckram', description: 'Small silver chuckram.', category: 'princely', metal: 'silver', condition: 'poor', price: '150', location: 'Thiruvananthapuram' },
  { title: 'Bronze anna 1943', description: 'Quarter anna of George VI.', category: 'british-india', metal: 'bronze', condition: 'fine', price: '80', location: 'Kolkata' },
];

const TEXTS = ['mohur', 'मोहर', 'moh', 'rupees', 'रुपया', 'silver', 'चांदी', 'gold mohur', 'william iv', 'victoria', '1835', 'delhi', 'mint', 'anna', 'मुग़ल', 'zodiac leo', 'paisa nizam', 'xyzzy'];
const LOCATIONS = ['delhi', 'DELHI', 'new', 'goa', 'pur', 'mumbai', 'kolkata'];
const VALUES = {
  search: fc.constantFrom(...TEXTS),
  category: fc.constantFrom('mughal', 'british-india', 'princely', 'republic'),
  metal: fc.constantFrom('gold', 'silver', 'copper'),
  condition: fc.constantFrom('fine', 'very-fine', 'good'),
  location: fc.constantFrom(...LOCATIONS),
  minPrice: fc.constantFrom(0, 300, 2500, 100000),
  maxPrice: fc.constantFrom(1000, 5000, 200000),
};
/** One to three filters of a saved search (more rarely match anything in a table of twelve). */
const savedFilters = fc
  .tuple(fc.subarray(Object.keys(VALUES) as (keyof typeof VALUES)[], { minLength: 1, maxLength: 3 }), fc.record(VALUES))
  .map(([keys, values]) => Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<Record<keyof typeof VALUES, string | number>>)
  .filter((filters) => filters.minPrice === undefined || filters.maxPrice === undefined || filters.minPrice <= filters.maxPrice);

describe('Saved-search matching equals browse', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  async function browse(filters: Record<string, unknown>, mine: Set<number>): Promise<number[]> {
    const found: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const query = new URLSearchParams(Object.entries({ ...filters, limit: 100, offset }).map(([k, v]): [string, string] => [k, String(v)]));
      const page: { id: number }[] = (await request(t.http).get(`/api/coins?${query}`).expect(200)).body;
      found.push(...page.map((coin) => coin.id).filter((id) => mine.has(id)));
      if (page.length < 100) return found.sort((a, b) => a - b);
    }
  }

  it('matches each approved listing with exactly the saved searches whose browse results hold it', async () => {
    const samples = fc.sample(savedFilters, { seed: 12_2026, numRuns: 36 });
    const owners = [await signUp(t), await signUp(t)];
    const searches: { id: number; filters: Record<string, unknown> }[] = [];
    for (const [index, filters] of samples.entries()) {
      const saved = await request(t.http).post('/api/saved-searches').set('Cookie', owners[index % 2].cookie).send({ filters }).expect(201);
      searches.push({ id: saved.body.id, filters });
    }
    const ids: number[] = [];
    for (const fields of LISTINGS) ids.push((await liveListing(t, seller, admin, fields)).id);
    const mine = new Set(ids);
    const matcher = t.app.get(SavedSearchMatcher);
    const connection = t.app.get(EntityManager).getConnection();
    const approvals: { global_position: string; transaction_id: string }[] = [];
    for (const id of ids) {
      const [approved] = await connection.execute<{ global_position: string; transaction_id: string }[]>(`SELECT "global_position", "transaction_id"::text FROM "events" WHERE "stream_id" = ? AND "type" = 'ListingApproved'`, [`listing-${id}`]);
      approvals.push(approved);
    }
    // The app's own consumer matches each approval too. Asked while it records the same event, the
    // matcher answers only what its own statement recorded (its snapshot cannot see the other's
    // insert), so the comparison starts once the consumer has handled the last approval: then every
    // match is recorded, and the matcher answers it again for the same event.
    const last = approvals.at(-1)!;
    for (let waited = 0; ; waited += 100) {
      const [caughtUp] = await connection.execute(
        `SELECT 1 FROM "consumer_checkpoints" WHERE "consumer" = 'catalog.alert-saved-searches' AND ("transaction_id", "global_position") >= (?::xid8, ?::bigint)`,
        [last.transaction_id, last.global_position],
      );
      if (caughtUp) break;
      if (waited > 30_000) throw new Error('The saved-search consumer did not handle the approvals within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const matched = new Map<number, number[]>(searches.map((search) => [search.id, []]));
    for (const [index, id] of ids.entries()) {
      const found = await matcher.matchApproved(id, Number(approvals[index].global_position));
      for (const match of found!.matches) matched.get(match.savedSearchId)?.push(id);
    }
    let nonEmpty = 0;
    for (const search of searches) {
      const expected = await browse(search.filters, mine);
      if (expected.length) nonEmpty++;
      expect([search.filters, matched.get(search.id)!.sort((a, b) => a - b)]).toEqual([search.filters, expected]);
    }
    // The generated cases are worth something: many searches match some listings, and some match none.
    expect(nonEmpty).toBeGreaterThanOrEqual(8);
    expect(nonEmpty).toBeLessThan(searches.length);
  }, 120_000);
});
