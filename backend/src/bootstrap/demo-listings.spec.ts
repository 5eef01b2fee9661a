import { yearAd, yearInIndia } from '../contexts/catalog/domain/coin-era';
import { NamedField, namedEntries } from '../contexts/catalog/domain/coin-vocabulary/vocabulary-names';
import { checkNewListing } from '../contexts/catalog/domain/listing-input';
import { coinPicture } from './coin-picture';
import { DEMO_COIN_IDENTITIES, demoIdentityFields } from './demo-coin-identities';
import { DEMO_LISTINGS, DEMO_SELLERS, DemoListing } from './demo-listings';

const CATEGORIES = ['british-india', 'mughal', 'republic', 'princely', 'east-india-company', 'portuguese-india', 'french-india'];
const CONDITIONS = ['poor', 'fair', 'good', 'very-good', 'fine', 'very-fine', 'excellent', 'mint'];
const METALS = ['gold', 'silver', 'copper', 'bronze', 'nickel', 'brass', 'copper-nickel', 'other'];
const CITIES = ['Delhi', 'Mumbai', 'Bangalore', 'Kolkata', 'Chennai', 'Pune', 'Hyderabad', 'Ahmedabad', 'Jaipur', 'Lucknow', 'New Delhi', 'Navi Mumbai'];
const PRINTED_SELLERS = ['rahul', 'ananya'];
const DEVANAGARI = /[\u0900-\u097F]/;

const count = (predicate: (listing: DemoListing) => boolean) => DEMO_LISTINGS.filter(predicate).length;

describe('demo listings', () => {
  it('has exactly 60 listings', () => {
    expect(DEMO_LISTINGS).toHaveLength(60);
  });

  it('keeps every field within the listing rules', () => {
    for (const listing of DEMO_LISTINGS) {
      const where = listing.title;
      expect([where, listing.title.trim().length >= 3 && listing.title.length <= 120]).toEqual([where, true]);
      expect([where, listing.title]).toEqual([where, listing.title.trim().replace(/[ \t]+/g, ' ')]);
      expect([where, listing.description.trim().length >= 10 && listing.description.length <= 5000]).toEqual([where, true]);
      expect([where, Number.isInteger(listing.price) && listing.price >= 1 && listing.price <= 1_000_000_000]).toEqual([where, true]);
      expect([where, listing.year === null || (listing.year.trim() !== '' && listing.year.length <= 30)]).toEqual([where, true]);
      expect([where, listing.location.length > 0 && listing.location.length <= 100]).toEqual([where, true]);
      expect([where, Number.isInteger(listing.daysAgo) && listing.daysAgo >= 0 && listing.daysAgo <= 120]).toEqual([where, true]);
      expect([where, /lorem|ipsum/i.test(`${listing.title} ${listing.description}`)]).toEqual([where, false]);
    }
  });

  it('covers every category (at least 3 each, more for the big four), metal, condition and city', () => {
    for (const category of CATEGORIES) expect([category, count((l) => l.category === category) >= 3]).toEqual([category, true]);
    for (const category of ['british-india', 'mughal', 'republic', 'princely']) {
      expect([category, count((l) => l.category === category) >= 8]).toEqual([category, true]);
    }
    for (const metal of METALS) expect([metal, count((l) => l.metal === metal) >= 1]).toEqual([metal, true]);
    expect(count((l) => l.metal === null)).toBe(2);
    for (const condition of CONDITIONS) expect([condition, count((l) => l.condition === condition) >= 1]).toEqual([condition, true]);
    for (const city of CITIES) expect([city, count((l) => l.location === city) >= 1]).toEqual([city, true]);
    for (const listing of DEMO_LISTINGS) {
      expect(CATEGORIES).toContain(listing.category);
      expect(CONDITIONS).toContain(listing.condition);
      if (listing.metal !== null) expect(METALS).toContain(listing.metal);
    }
  });

  it('has 50 approved, 4 sold, 5 pending and 1 rejected listing with a reason', () => {
    expect(count((l) => l.outcome === 'approved')).toBe(50);
    expect(count((l) => l.outcome === 'sold')).toBe(4);
    expect(count((l) => l.outcome === 'pending')).toBe(5);
    const rejected = DEMO_LISTINGS.filter((l) => l.outcome === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].rejectionReason?.trim().length).toBeGreaterThan(10);
    for (const listing of DEMO_LISTINGS.filter((l) => l.outcome !== 'rejected')) expect(listing.rejectionReason).toBeUndefined();
  });

  it('has varied listing ages and unique titles', () => {
    expect(new Set(DEMO_LISTINGS.map((l) => l.daysAgo)).size).toBeGreaterThan(40);
    expect(new Set(DEMO_LISTINGS.map((l) => l.title)).size).toBe(60);
  });

  it('has two descriptions entirely in Devanagari and a few Hindi titles', () => {
    const hindi = DEMO_LISTINGS.filter((l) => DEVANAGARI.test(l.description) && !/[A-Za-z]/.test(l.description));
    expect(hindi).toHaveLength(2);
    expect(count((l) => DEVANAGARI.test(l.title))).toBeGreaterThanOrEqual(2);
  });

  it('names only known sellers and comment authors, with comments after the listing on live listings', () => {
    const sellerKeys = new Set([...DEMO_SELLERS.map((s) => s.key), ...PRINTED_SELLERS]);
    const authorKeys = new Set([...sellerKeys, 'priya']);
    for (const listing of DEMO_LISTINGS) {
      expect(sellerKeys.has(listing.sellerKey)).toBe(true);
      for (const comment of listing.comments ?? []) {
        expect(authorKeys.has(comment.authorKey)).toBe(true);
        expect(comment.daysAgo).toBeGreaterThanOrEqual(0);
        expect(comment.daysAgo).toBeLessThanOrEqual(listing.daysAgo);
        expect(comment.text.trim().length).toBeGreaterThan(0);
        expect(comment.text.length).toBeLessThanOrEqual(1000);
        expect(['approved', 'sold']).toContain(listing.outcome);
      }
    }
    const commented = count((l) => (l.comments?.length ?? 0) > 0);
    expect(commented).toBeGreaterThanOrEqual(3);
    for (const listing of DEMO_LISTINGS) expect((listing.comments ?? []).length).toBeLessThanOrEqual(3);
  });

  it('keeps basic sellers within five listings in any 30 days', () => {
    const basic = [...DEMO_SELLERS.filter((s) => s.tier === 'basic').map((s) => s.key), 'rahul'];
    for (const key of basic) {
      const days = DEMO_LISTINGS.filter((l) => l.sellerKey === key).map((l) => l.daysAgo);
      for (const start of days) expect([key, days.filter((d) => d >= start && d < start + 30).length <= 5]).toEqual([key, true]);
    }
  });

  it('has six extra sellers with unique, valid mobile numbers outside the printed accounts', () => {
    expect(DEMO_SELLERS).toHaveLength(6);
    const keys = DEMO_SELLERS.map((s) => s.key);
    expect(new Set(keys).size).toBe(6);
    for (const key of [...PRINTED_SELLERS, 'priya']) expect(keys).not.toContain(key);
    const numbers = DEMO_SELLERS.map((s) => s.mobileNumber);
    expect(new Set(numbers).size).toBe(6);
    for (const seller of DEMO_SELLERS) {
      expect(seller.mobileNumber).toMatch(/^9\d{9}$/);
      expect(Number(seller.mobileNumber)).toBeGreaterThanOrEqual(9000000011);
      expect(Number(seller.mobileNumber)).toBeLessThanOrEqual(9000000099);
      expect(['basic', 'premium']).toContain(seller.tier);
      expect(seller.name.trim().split(' ').length).toBeGreaterThanOrEqual(2);
      expect(seller.location.length).toBeLessThanOrEqual(100);
    }
    expect(new Set(DEMO_SELLERS.map((s) => s.location)).size).toBe(6);
  });

  it("never passes a seller's monthly listing limit, whatever month the backdated listings fall in (they count in the quota)", () => {
    const limits = { basic: 5, premium: 50 } as const;
    const tiers = new Map<string, 'basic' | 'premium'>([...DEMO_SELLERS.map((seller) => [seller.key, seller.tier] as const), ['rahul', 'basic'], ['ananya', 'premium']]);
    for (const [key, tier] of tiers) expect([key, count((l) => l.sellerKey === key) <= limits[tier]]).toEqual([key, true]);
  });
});

describe('coinPicture', () => {
  const isWebp = (buffer: Buffer) => buffer.subarray(0, 4).toString('ascii') === 'RIFF' && buffer.subarray(8, 12).toString('ascii') === 'WEBP';

  it.each([
    { title: '1862 Victoria Gold Mohur', metal: 'gold', year: '1862', category: 'british-india' },
    { title: 'Akbar Silver Rupee', metal: 'silver', year: 'Ilahi 45', category: 'mughal' },
    { title: 'Tipu Sultan Copper Paisa', metal: 'copper', year: null, category: 'princely' },
    { title: 'Lot of 40 Republic coins', metal: null, year: null, category: 'republic' },
  ])('renders a small WebP for $metal', async (listing) => {
    const picture = await coinPicture(listing, 7);
    expect(isWebp(picture)).toBe(true);
    expect(picture.length).toBeLessThan(120 * 1024);
  });

  it('is deterministic for a listing and seed, and varies with the seed', async () => {
    const listing = { title: '1911 George V Pig Rupee', metal: 'silver', year: '1911', category: 'british-india' };
    const [a, b, c] = await Promise.all([coinPicture(listing, 3), coinPicture(listing, 3), coinPicture(listing, 4)]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('escapes text taken from the listing', async () => {
    const picture = await coinPicture({ title: 'A <b>&"odd"</b> coin', metal: 'brass', year: '<1900 & "c">', category: 'french-india' }, 1);
    expect(isWebp(picture)).toBe(true);
  });
});

describe('demo coin identities', () => {
  const currentYear = yearInIndia(new Date());

  it('says which coin every demo listing is, and nothing else', () => {
    expect(Object.keys(DEMO_COIN_IDENTITIES).sort()).toEqual(DEMO_LISTINGS.map((listing) => listing.title).sort());
  });

  it('passes the listing rules, with every seller confirming the coin is genuine', () => {
    for (const listing of DEMO_LISTINGS) {
      const { identity } = checkNewListing({ ...listing, ...demoIdentityFields(listing.title) }, currentYear);
      expect([listing.title, identity.genuineConfirmed]).toEqual([listing.title, true]);
      expect([listing.title, identity.issuer !== null]).toEqual([listing.title, true]);
    }
  });

  it('names rulers, mints, issuers and denominations of the curated list, and gives an AD year to every dated coin', () => {
    const known = (field: NamedField, value: string | null | undefined) => value === undefined || value === null || namedEntries(field).some((entry) => entry.en === value);
    const freeDenominations = ['½ Rupia', 'Double Fanon'];
    for (const listing of DEMO_LISTINGS) {
      const identity = DEMO_COIN_IDENTITIES[listing.title];
      expect([listing.title, known('ruler', identity.ruler), known('mint', identity.mint), known('issuer', identity.issuer)]).toEqual([listing.title, true, true, true]);
      if (!freeDenominations.includes(identity.denomination ?? '')) expect([listing.title, known('denomination', identity.denomination)]).toEqual([listing.title, true]);
      if (listing.year) expect([listing.title, yearAd(listing.year, identity.era ?? null, identity.ruler ?? null, currentYear)]).toEqual([listing.title, expect.any(Number)]);
    }
  });

  it('has the coins the issue names: an 1862 Victoria rupee of Bombay (KM 473, VF-30), AH 1040 Surat and a certified George V rupee', () => {
    expect(DEMO_COIN_IDENTITIES['1862 Victoria One Rupee, Bombay Mint']).toMatchObject({ mint: 'Bombay', catalogueRefs: [{ catalogue: 'KM', number: '473' }], weightGrams: 11.66, diameterMm: 30.5, edge: 'Reeded', grade: 30 });
    const mohur = DEMO_LISTINGS.find((listing) => listing.title === 'Shah Jahan Gold Mohur, Surat Mint')!;
    expect(yearAd(mohur.year, 'AH', 'Shah Jahan', currentYear)).toBe(1630);
    expect(DEMO_COIN_IDENTITIES['1919 George V One Rupee, Bombay Mint (NGC)'].certification).toMatchObject({ service: 'NGC' });
    const numbers = Object.values(DEMO_COIN_IDENTITIES).flatMap((identity) => (identity.certification ? [identity.certification.number] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
