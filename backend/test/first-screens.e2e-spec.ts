import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import { fakeWebBuild } from './support/web-build';
import { liveListing, pictureWithMetadata, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { identityFields, liveCoin } from './support/coin-identity';

/** The built index.html as the web build writes it: the app starts through the start script (decisions/0059). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sikka - Indian Old Coin Marketplace</title>
    <script defer src="/assets/start-app.js" data-entry="/assets/app.js" data-preload="" data-styles=""></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A word no other suite's coin has (suites may share a database). */
const TAG = `zq${Math.random().toString(36).slice(2, 8)}`;

/** The first screen's visible text, one piece a line (tags dropped, entities decoded). */
const textOf = (html: string): string[] =>
  (/<div id="first-paint"[^>]*>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The first screens the server writes (decisions/0059): what a phone paints before the app's JavaScript
 * arrives, in the page's language, with the app's own words, and the cards of the first page of coins.
 */
describe('First screens written by the server', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const web = fakeWebBuild(INDEX);

  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist: web.dir } });
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Ravi Numismatics' });
    for (const title of [`Akbar Gold Mohur ${TAG}`, `Shah Jahan Silver Rupee ${TAG}`]) {
      const created = await postListing(t, seller, { title, metal: 'gold', condition: 'mint' }, await pictureWithMetadata()).expect(201);
      await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    }
    const sold = await liveListing(t, seller, admin, { title: `Victoria Quarter Anna ${TAG}`, year: '' });
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).send({}).expect(200);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const page = async (path: string, cookie?: string): Promise<string> => {
    const req = request(t.http).get(path);
    if (cookie) req.set('Cookie', cookie);
    return (await req.expect(200)).text;
  };

  it('paints / with the header, the search box and the first page of coins as cards; the app still starts', async () => {
    const html = await page('/');
    const text = textOf(html);
    expect(text.slice(0, 5)).toEqual(['₹', 'Sikka', 'हिन्दी', 'Sign In', 'Browse Coins']);
    expect(html).toContain('<form class="fp-search" role="search" action="/search" method="get"><input type="search" name="q" aria-label="Search coins" placeholder="Search coins by name, ruler, year or city…" value="">');
    // The count the API gives (other suites' coins may share this database).
    const total = Number((await request(t.http).get('/api/coins?limit=1').expect(200)).headers['x-total-count']);
    expect(text).toContain(`${new Intl.NumberFormat('en-IN').format(total)} coins found`);
    // Newest first, as the app lists them, with the card's facts in the app's words.
    expect(text.filter((line) => line.endsWith(TAG)).slice(0, 3)).toEqual([`Victoria Quarter Anna ${TAG}`, `Shah Jahan Silver Rupee ${TAG}`, `Akbar Gold Mohur ${TAG}`]);
    expect(text.join('|')).toContain(`Shah Jahan Silver Rupee ${TAG}|₹4,500|Year|1835|Metal|Gold|Condition|Mint (Uncirculated)|Seller|Ravi Numismatics|Mumbai`);
    expect(text.join('|')).toContain(`Victoria Quarter Anna ${TAG}|₹4,500|Sold|Year|Unknown`);
    expect(html).toContain('class="fp-card fp-card--sold"');
    // The first two cards' pictures load at once and first (as in the app), the rest when scrolled to;
    // the largest paint is preloaded in the head. The sold coin, first, has no picture.
    const pictures = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(pictures[0]).toContain(`alt="Shah Jahan Silver Rupee ${TAG}" fetchpriority="high"`);
    expect(pictures[0]).toMatch(/srcset="[^"]+-320w\.webp \d+w/); // the WebP copies, the narrowest described by the picture's real width when narrower (decisions/0075)
    expect(pictures[1]).toContain(`alt="Akbar Gold Mohur ${TAG}" loading="lazy"`);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(html).toContain('data-entry="/assets/app.js"');
  });

  it('paints the Hindi page at ?lang=hi in Hindi, with the switch back to English', async () => {
    const html = await page('/?lang=hi');
    const text = textOf(html);
    expect(text.slice(0, 5)).toEqual(['₹', 'Sikka', 'English', 'साइन इन करें', 'सिक्के देखें']);
    expect(html).toContain('href="/">English</a>');
    expect(html).toContain('placeholder="नाम, शासक, वर्ष या शहर से सिक्के खोजें…"');
    expect(text.some((line) => line.endsWith(' सिक्के मिले'))).toBe(true);
    expect(text.join('|')).toContain(`Akbar Gold Mohur ${TAG}|₹4,500|वर्ष|1835|धातु|सोना|स्थिति|मिंट (अनसर्कुलेटेड, UNC)|विक्रेता|Ravi Numismatics`);
  });

  it('paints /search: the prompt before any words, the matching cards after them, the words kept in the box', async () => {
    const empty = textOf(await page('/search'));
    expect(empty).toContain('Type what you are looking for, or open the filters and choose one.');
    expect(empty.some((line) => line.includes('coins found'))).toBe(false);
    const html = await page(`/search?q=${TAG}+mohur&sort=price-low`);
    expect(html).toContain(`value="${TAG} mohur"`);
    expect(textOf(html)).toContain('1 coin found');
    expect(textOf(html).filter((line) => line.endsWith(TAG))).toEqual([`Akbar Gold Mohur ${TAG}`]);
  });

  it('paints /search with the filters on which coin it is (issue 13), as the app will show them', async () => {
    await liveCoin(t, seller, admin, { title: `Shah Jahan Rupee of Surat ${TAG}`, ...identityFields({ ruler: 'Shah Jahan', mint: 'Surat', era: 'AH', catalogueRefs: [] }), year: '1040' });
    const html = await page(`/search?q=${TAG}&ruler=${encodeURIComponent('शाहजहाँ')}&yearFrom=1700&yearTo=1600&certified=false&sort=year-asc`);
    expect(textOf(html)).toContain('1 coin found');
    expect(textOf(html).filter((line) => line.endsWith(TAG))).toEqual([`Shah Jahan Rupee of Surat ${TAG}`]);
    // The years typed backwards mean the years between; certified=false is no filter.
    const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1].replaceAll('&#38;', '&'));
    expect(`${canonical.pathname}${canonical.search}`).toBe(`/search?q=${TAG}&ruler=${encodeURIComponent('शाहजहाँ')}&yearFrom=1600&yearTo=1700&sort=year-asc`);
    expect(textOf(await page(`/search?q=${TAG}&ruler=Akbar`))).toContain('0 coins found');
  });

  it('paints /auth and /subscription with their headings and leads, in both languages', async () => {
    expect(textOf(await page('/auth')).slice(3)).toEqual([
      'Sign In',
      'Welcome to Sikka',
      'Sign in or create an account to buy and sell coins.',
      "India's trusted home for old and rare coins",
      'From Mughal mohurs to Republic rupees, meet collectors across India and trade with confidence.',
    ]);
    expect(textOf(await page('/auth?lang=hi')).slice(4, 6)).toEqual(['Sikka में आपका स्वागत है', 'सिक्के ख़रीदने और बेचने के लिए साइन इन करें या नया खाता बनाएँ।']);
    expect(textOf(await page('/subscription')).slice(4, 6)).toEqual([
      'Subscription Plans',
      'Browsing and messaging are free. Choose a monthly plan to list your coins for sale — no commission, no charge per listing.',
    ]);
    expect(textOf(await page('/subscription?lang=hi')).slice(4, 5)).toEqual(['सदस्यता योजनाएँ']);
  });

  it('leaves the account to the app when a session cookie comes along: no Sign In on the first screen', async () => {
    const text = textOf(await page('/', seller.cookie));
    expect(text.slice(0, 4)).toEqual(['₹', 'Sikka', 'हिन्दी', 'Browse Coins']);
  });

  it('writes no first screen for screens that only the app draws (the app starts at once there)', async () => {
    const html = await page('/messages');
    expect(html).not.toContain('id="first-paint"');
    expect(html).not.toContain('<style>');
  });
});
