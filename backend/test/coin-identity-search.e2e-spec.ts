/**
 * Browse by which coin it is (issue 13, decisions/0072): ruler, mint, denomination and issuer (English
 * or Hindi names of the curated list), the AD year range, certified only, the year sorts, catalogue
 * references typed in the search box, their 400s, the first-page cache, and saved searches that match
 * with the same rules.
 */
import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { SavedSearchMatcher } from '../src/contexts/catalog/infrastructure/saved-search-matcher';
import { certificate, identityFields, liveCoin } from './support/coin-identity';
import { uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

describe('Browse and saved searches by which coin it is', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const token = uniqueToken();
  const coins: Record<string, { id: number }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'Search Admin');
    seller = await signUp(t, { tier: 'premium', name: 'Search Seller' });
    const listing = (title: string, fields: Record<string, unknown>) => liveCoin(t, seller, admin, { ...identityFields({ catalogueRefs: [], ...fields }), title: `${title} ${token}` });
    coins.akbar = await listing('Akbar mohur', { year: 'AH 986', era: 'AH', ruler: 'Akbar', mint: 'Agra', denomination: 'Mohur', issuer: 'Mughal Empire', catalogueRefs: [{ catalogue: 'KM', number: '450' }] });
    coins.shahJahan = await listing('Shah Jahan rupee', { year: 'AH 1040', era: 'AH', ruler: 'शाहजहाँ', mint: 'Surat', denomination: 'रुपया', issuer: 'Mughal Empire' });
    coins.victoria = await listing('Victoria rupee', { year: '1862', ruler: 'Victoria', mint: 'Bombay', catalogueRefs: [{ catalogue: 'KM', number: '473.1' }, { catalogue: 'Pridmore', number: '123' }] });
    coins.georgeV = await listing('George V rupee', { year: '1919', ruler: 'George V', mint: 'Calcutta', certification: JSON.parse(certificate(`GV-${token}`)) });
    coins.republic = await listing('Republic rupee', { year: '1950', ruler: '', mint: 'Bombay', issuer: 'Republic of India' });
    coins.undated = await listing('Undated fanam', { year: '', era: '', ruler: '', mint: 'Trivandrum', denomination: 'Fanam' });
    coins.described = await liveCoin(t, seller, admin, { title: `Old rupee ${token}`, description: 'Listed in the catalogue as KM 450 by the seller, no reference field.', year: '' });
  }, 60_000);
  afterAll(() => t.close());

  const ids = async (query: Record<string, string | number>): Promise<number[]> =>
    (await request(t.http).get('/api/coins').query({ search: token, limit: 100, ...query }).expect(200)).body.map((coin: { id: number }) => coin.id);
  const sorted = (...names: string[]) => names.map((name) => coins[name].id).sort((a, b) => a - b);
  const found = async (query: Record<string, string | number>) => (await ids(query)).sort((a, b) => a - b);

  it('filters by ruler, mint, denomination and issuer, whole and case-insensitive, an English or Hindi name finding both', async () => {
    expect(await found({ ruler: 'अकबर' })).toEqual(sorted('akbar'));
    expect(await found({ ruler: 'AKBAR' })).toEqual(sorted('akbar'));
    expect(await found({ ruler: 'Akb' })).toEqual([]);
    expect(await found({ ruler: 'Shah Jahan' })).toEqual(sorted('shahJahan'));
    expect(await found({ mint: 'bombay' })).toEqual(sorted('victoria', 'republic'));
    expect(await found({ denomination: 'Rupee' })).toEqual(sorted('shahJahan', 'victoria', 'georgeV', 'republic', 'described').filter((id) => id !== coins.described.id));
    expect(await found({ issuer: 'मुग़ल साम्राज्य' })).toEqual(sorted('akbar', 'shahJahan'));
    expect(await found({ ruler: '', mint: 'all' })).toHaveLength(7);
  });

  it('filters by the AD year: AH 1040 is found by 1625-1635, and coins without a year are left out', async () => {
    expect(await found({ yearFrom: 1625, yearTo: 1635 })).toEqual(sorted('shahJahan'));
    expect(await found({ yearFrom: 1900 })).toEqual(sorted('georgeV', 'republic'));
    expect(await found({ yearTo: 1600 })).toEqual(sorted('akbar'));
    expect(await found({ yearFrom: 1578, yearTo: 1578 })).toEqual(sorted('akbar'));
  });

  it('filters certified coins only with certified=true; false is no filter', async () => {
    expect(await found({ certified: 'true' })).toEqual(sorted('georgeV'));
    expect(await found({ certified: 'false' })).toHaveLength(7);
  });

  it('sorts by the AD year both ways, coins without one last', async () => {
    const order = ['akbar', 'shahJahan', 'victoria', 'georgeV', 'republic'].map((name) => coins[name].id);
    const ascending = await ids({ sortBy: 'year-asc' });
    expect(ascending.slice(0, 5)).toEqual(order);
    expect(ascending.slice(5).sort((a, b) => a - b)).toEqual(sorted('undated', 'described'));
    const descending = await ids({ sortBy: 'year-desc' });
    expect(descending.slice(0, 5)).toEqual([...order].reverse());
    expect(descending.slice(5).sort((a, b) => a - b)).toEqual(sorted('undated', 'described'));
  });

  it('finds a catalogue reference typed in the search box, however it is written, alone or with other words', async () => {
    for (const search of ['KM 450', 'KM#450', 'km-450', 'km450']) {
      expect([search, await found({ search: `${search} ${token}` })]).toEqual([search, sorted('akbar', 'described')]);
    }
    expect(await found({ search: `Pridmore 123 ${token}` })).toEqual(sorted('victoria'));
    // A sub-number is found by its main number, and the words around the reference still narrow it.
    expect(await found({ search: `KM 473 ${token}` })).toEqual(sorted('victoria'));
    expect(await found({ search: `victoria KM 473.1 ${token}` })).toEqual(sorted('victoria'));
    expect(await found({ search: `mohur KM 473 ${token}` })).toEqual([]);
    const alone = (await request(t.http).get('/api/coins').query({ search: 'KM 450', limit: 100 }).expect(200)).body.map((coin: { id: number }) => coin.id);
    expect(alone).toEqual(expect.arrayContaining(sorted('akbar', 'described')));
  });

  it('answers 400 naming the filter', async () => {
    const bad: [Record<string, string>, RegExp][] = [
      [{ yearFrom: 'abc' }, /^yearFrom must be a whole number/],
      [{ yearFrom: '0' }, /^yearFrom must be between 1 and \d{4}$/],
      [{ yearTo: '99999' }, /^yearTo must be between 1 and \d{4}$/],
      [{ yearFrom: '1700', yearTo: '1600' }, /^yearFrom must not be greater than yearTo$/],
      [{ certified: 'yes' }, /^certified must be true or false$/],
      [{ ruler: 'x'.repeat(81) }, /^ruler must be at most 80 characters$/],
      [{ sortBy: 'year' }, /^sortBy must be one of .*year-asc, year-desc$/],
    ];
    for (const [query, message] of bad) {
      expect([query, (await request(t.http).get('/api/coins').query(query).expect(400)).body.message]).toEqual([query, expect.stringMatching(message)]);
    }
  });

  it('keeps the first page of each new filter apart in the cache', async () => {
    const first = await ids({ ruler: 'Akbar' });
    const second = await ids({ ruler: 'Victoria' });
    const third = await ids({ certified: 'true' });
    expect([first, second, third]).toEqual([[coins.akbar.id], [coins.victoria.id], [coins.georgeV.id]]);
    expect(await ids({ ruler: 'Akbar', sortBy: 'year-desc' })).toEqual([coins.akbar.id]);
  });

  it('saves searches with the new filters, gives them back checked with their link, and matches a new listing with browse’s rules', async () => {
    const owner = await signUp(t, { name: 'Search Saver' });
    const save = (filters: Record<string, unknown>) => request(t.http).post('/api/saved-searches').set('Cookie', owner.cookie).send({ filters });
    const byRuler = (await save({ ruler: 'अकबर', yearFrom: '1500', yearTo: 1600 }).expect(201)).body;
    expect(byRuler).toMatchObject({ filters: { ruler: 'अकबर', yearFrom: 1500, yearTo: 1600 }, link: `/search?ruler=${encodeURIComponent('अकबर')}&yearFrom=1500&yearTo=1600` });
    const certified = (await save({ certified: true, mint: 'Bombay' }).expect(201)).body;
    expect(certified.filters).toEqual({ certified: true, mint: 'Bombay' });
    const byRef = (await save({ search: 'KM#450' }).expect(201)).body;
    const bySort = (await save({ denomination: 'Mohur', sortBy: 'year-desc' }).expect(201)).body;
    expect(bySort.link).toBe('/search?denomination=Mohur&sort=year-desc');
    expect((await save({ yearFrom: 1700, yearTo: 1600 }).expect(400)).body.message).toBe('filters.yearFrom must not be greater than yearTo');
    expect((await save({ certified: 'maybe' }).expect(400)).body.message).toMatch(/^filters\.certified must be true or false/);
    expect((await save({ yearFrom: 'x' }).expect(400)).body.message).toMatch(/^filters\.yearFrom/);
    expect((await save({ sortBy: 'year-asc' }).expect(400)).body.message).toMatch(/^filters must hold search words or at least one filter/);

    const newcomers = {
      akbar: await liveCoin(t, seller, admin, { ...identityFields({ catalogueRefs: [{ catalogue: 'K.M.', number: '450' }] }), year: 'AH 990', era: 'AH', ruler: 'Akbar', denomination: 'Mohur', mint: 'Lahore' }),
      bombay: await liveCoin(t, seller, admin, { ...identityFields({ certification: JSON.parse(certificate(`B-${token}`)) }), mint: 'बंबई' }),
    };
    const matcher = t.app.get(SavedSearchMatcher);
    const connection = t.app.get(EntityManager).getConnection();
    // Asked while the app's own consumer records the same approval, the matcher answers only what its own statement
    // recorded (saved-searches-matching.e2e-spec.ts): it is asked once the consumer has handled the approval.
    const matchedSearches = async (id: number): Promise<number[]> => {
      const [approved] = await connection.execute<{ global_position: string; transaction_id: string }[]>(
        `SELECT "global_position", "transaction_id"::text FROM "events" WHERE "stream_id" = ? AND "type" = 'ListingApproved'`,
        [`listing-${id}`],
      );
      for (let waited = 0; ; waited += 100) {
        const [caughtUp] = await connection.execute(
          `SELECT 1 FROM "consumer_checkpoints" WHERE "consumer" = 'catalog.alert-saved-searches' AND ("transaction_id", "global_position") >= (?::xid8, ?::bigint)`,
          [approved.transaction_id, approved.global_position],
        );
        if (caughtUp) break;
        if (waited > 30_000) throw new Error('The saved-search consumer did not handle the approval within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const result = await matcher.matchApproved(id, Number(approved.global_position));
      return result!.matches.map((match) => match.savedSearchId).filter((searchId) => [byRuler.id, certified.id, byRef.id, bySort.id].includes(searchId));
    };
    expect((await matchedSearches(newcomers.akbar.id)).sort((a, b) => a - b)).toEqual([byRuler.id, byRef.id, bySort.id].sort((a, b) => a - b));
    expect(await matchedSearches(newcomers.bombay.id)).toEqual([certified.id]);
    // Browse agrees with each match.
    const browse = async (query: Record<string, string | number>) => (await request(t.http).get('/api/coins').query({ limit: 100, ...query }).expect(200)).body.map((coin: { id: number }) => coin.id);
    expect(await browse({ ruler: 'अकबर', yearFrom: 1500, yearTo: 1600 })).toContain(newcomers.akbar.id);
    expect(await browse({ certified: 'true', mint: 'Bombay' })).toContain(newcomers.bombay.id);
    expect(await browse({ search: 'KM#450' })).toContain(newcomers.akbar.id);
    expect(await browse({ certified: 'true', mint: 'Bombay' })).not.toContain(newcomers.akbar.id);
  });
});
