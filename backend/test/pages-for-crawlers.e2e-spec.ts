import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import { fakeWebBuild } from './support/web-build';
import { liveListing, pictureWithMetadata, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** The built index.html as Vite writes it (frontend/index.html), with one bundle. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Buy and sell rare and old Indian coins on Sikka, India's premier vintage coin marketplace." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Sikka - Indian Old Coin Marketplace</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'https://sikka.example';

/** What a crawler reads from the markup alone: no JavaScript runs here, the HTML is only parsed. */
interface PageMarkup {
  html: string;
  lang: string | undefined;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  link: (rel: string, hreflang?: string) => string | undefined;
  jsonLd: Record<string, any>[];
  body: string;
}

const decode = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '');

const attribute = (tag: string, name: string): string | undefined => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1]) : undefined;
};

function readMarkup(html: string): PageMarkup {
  const metas = html.match(/<meta\s[^>]*>/g) ?? [];
  const links = html.match(/<link\s[^>]*>/g) ?? [];
  return {
    html,
    lang: /<html\s[^>]*lang="([^"]*)"/.exec(html)?.[1],
    title: ((title) => (title ? decode(title[1]) : undefined))(/<title>([^<]*)<\/title>/.exec(html)),
    meta: (key) => {
      const tag = metas.find((candidate) => attribute(candidate, 'property') === key || attribute(candidate, 'name') === key);
      return tag && attribute(tag, 'content');
    },
    link: (rel, hreflang) => {
      const tag = links.find((candidate) => attribute(candidate, 'rel') === rel && (hreflang === undefined || attribute(candidate, 'hreflang') === hreflang));
      return tag && attribute(tag, 'href');
    },
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1])),
    body: decode((/<body>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '\n')),
  };
}

/** Pages fetched as a crawler or WhatsApp's preview fetches them: HTML with the page's own head (decisions/0049). */
describe('Pages for crawlers and link previews', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  const web = fakeWebBuild(INDEX);

  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist: web.dir, publicOrigin: ORIGIN } });
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Ravi Numismatics' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const fetchPage = async (path: string, status = 200): Promise<PageMarkup> => {
    const res = await request(t.http).get(path).expect(status).expect('Content-Type', /text\/html/);
    return readMarkup(res.text);
  };

  async function pictureListing(fields: Record<string, string> = {}) {
    const created = await postListing(t, seller, fields, await pictureWithMetadata()).expect(201);
    return (await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200)).body;
  }

  it('gives a coin page its title, description, canonical, Open Graph, Twitter card, JSON-LD and body, in English', async () => {
    const coin = await pictureListing({ title: '1835 William IV One Rupee', price: '150000' });
    expect(coin.imageUrl).toMatch(/^\/uploads\//);
    const page = await fetchPage(`/coin/${coin.id}`);
    const url = `${ORIGIN}/coin/${coin.id}`;

    expect(page.lang).toBe('en');
    expect(page.title).toBe('1835 William IV One Rupee | Sikka - Indian Old Coin Marketplace');
    expect(page.html.match(/<title>/g)).toHaveLength(1); // the template's own title gave way
    expect(page.meta('description')).toBe('₹1,50,000 · Available · Silver rupee of the East India Company, Calcutta mint, 11.66 g. Light toning.');
    expect(page.link('canonical')).toBe(url);
    expect(page.link('alternate', 'en')).toBe(url);
    expect(page.link('alternate', 'hi')).toBe(`${url}?lang=hi`);
    expect(page.link('alternate', 'x-default')).toBe(url);
    expect(page.meta('robots')).toBeUndefined();

    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe('1835 William IV One Rupee');
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:image')).toBe(`${ORIGIN}${coin.imageUrl}`);
    expect(page.meta('og:locale')).toBe('en_IN');
    expect(page.meta('product:price:amount')).toBe('150000');
    expect(page.meta('product:price:currency')).toBe('INR');
    expect(page.meta('product:availability')).toBe('in stock');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe('1835 William IV One Rupee');
    expect(page.meta('twitter:image')).toBe(`${ORIGIN}${coin.imageUrl}`);

    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: '1835 William IV One Rupee',
        image: [`${ORIGIN}${coin.imageUrl}`],
        url,
        offers: expect.objectContaining({ '@type': 'Offer', price: '150000', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url }),
      }),
    ]);
    expect(page.body).toContain('1835 William IV One Rupee');
    expect(page.body).toContain('Price: ₹1,50,000');
    expect(page.body).toContain('Silver rupee of the East India Company');
    expect(page.html).toMatch(new RegExp(`<img src="${ORIGIN}${coin.imageUrl}" srcset="[^"]*-320w\\.webp \\d+w[^"]*" sizes="[^"]+" alt="1835 William IV One Rupee" fetchpriority="high"`));
    expect(page.html).toContain(`<link rel="preload" as="image" href="${ORIGIN}${coin.imageUrl}" imagesrcset=`); // its largest paint, fetched first
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/app.js"></script>'); // the app still starts
  });

  it('serves the Hindi page at ?lang=hi: Hindi site words, lang="hi", hreflang, the title as the seller wrote it', async () => {
    const coin = await liveListing(t, seller, admin, { title: 'Mughal Akbar Silver Rupee', price: '4500' });
    const page = await fetchPage(`/coin/${coin.id}?lang=hi`);
    const url = `${ORIGIN}/coin/${coin.id}`;
    expect(page.lang).toBe('hi');
    expect(page.title).toBe('Mughal Akbar Silver Rupee | Sikka - पुराने भारतीय सिक्कों का बाज़ार');
    expect(page.meta('description')).toMatch(/^₹4,500 · उपलब्ध · Silver rupee/);
    expect(page.link('canonical')).toBe(`${url}?lang=hi`);
    expect(page.link('alternate', 'en')).toBe(url);
    expect(page.link('alternate', 'hi')).toBe(`${url}?lang=hi`);
    expect(page.link('alternate', 'x-default')).toBe(url);
    expect(page.meta('og:locale')).toBe('hi_IN');
    expect(page.meta('og:url')).toBe(`${url}?lang=hi`);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/share-image.png`); // no picture: the site's share picture
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.body).toContain('कीमत: ₹4,500');
    expect(page.body).toContain('विक्रेता: Ravi Numismatics (Mumbai)');
    expect(page.jsonLd[0]).toMatchObject({ name: 'Mughal Akbar Silver Rupee', offers: { price: '4500', priceCurrency: 'INR' } });
    // Any other value is the English page.
    expect((await fetchPage(`/coin/${coin.id}?lang=fr`)).lang).toBe('en');
  });

  it('writes which coin it is into the page, curated names in the page’s language', async () => {
    const coin = await liveListing(t, seller, admin, {
      title: '1862 Victoria One Rupee',
      ruler: 'Victoria',
      mint: 'Bombay',
      denomination: 'Rupee',
      catalogueRefs: JSON.stringify([{ catalogue: 'KM', number: '473' }]),
      weightGrams: '11.66',
      grade: '30',
    });
    const english = await fetchPage(`/coin/${coin.id}`);
    for (const line of ['Denomination: Rupee', 'Ruler: Victoria', 'Mint: Bombay', 'Catalogue: KM 473', 'Weight: 11.66 g', 'Grade: VF-30']) expect(english.body).toContain(line);
    expect(english.body).not.toContain('Diameter:');
    const hindi = await fetchPage(`/coin/${coin.id}?lang=hi`);
    for (const line of ['मूल्यवर्ग: रुपया', 'शासक: विक्टोरिया', 'कैटलॉग: KM 473', 'वज़न: 11.66 ग्राम']) expect(hindi.body).toContain(line);
  });

  it('escapes hostile titles and descriptions everywhere they are written', async () => {
    const title = `</script><script>alert(1)</script> "q" 'a' & $& $' <b>`;
    const description = `<img src=x onerror=alert(2)> </title><script>alert(3)</script> \u2028 "done"`;
    const coin = await liveListing(t, seller, admin, { title, description });
    const page = await fetchPage(`/coin/${coin.id}`);
    expect(page.html.match(/<script/g)).toHaveLength(2); // the app's bundle and the JSON-LD, nothing else
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<b>');
    expect(page.html).not.toContain('alert(1)</script>');
    expect(page.title).toBe(`${title} | Sikka - Indian Old Coin Marketplace`);
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('twitter:title')).toBe(title);
    expect(page.jsonLd[0]).toMatchObject({ name: title, description });
    expect(page.body).toContain(title);
  });

  it('keeps a sold coin at 200 and says it is sold', async () => {
    const coin = await liveListing(t, seller, admin);
    await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(200);
    const page = await fetchPage(`/coin/${coin.id}`);
    expect(page.meta('product:availability')).toBe('out of stock');
    expect(page.meta('description')).toMatch(/^₹4,500 · Sold · /);
    expect(page.jsonLd[0].offers.availability).toBe('https://schema.org/SoldOut');
    expect(page.body).toContain('Sold');
    expect((await fetchPage(`/coin/${coin.id}?lang=hi`)).body).toContain('बिक गया');
  });

  it('gives a seller page the profile title and description', async () => {
    await liveListing(t, seller, admin);
    const page = await fetchPage(`/sellers/${seller.id}`);
    expect(page.title).toBe('Ravi Numismatics - Seller Profile | Sikka - Indian Old Coin Marketplace');
    expect(page.meta('description')).toMatch(/^Ravi Numismatics \(Pune\) sells old Indian coins on Sikka: \d+ for sale, \d+ sold\.$/);
    expect(page.meta('og:type')).toBe('profile');
    expect(page.link('canonical')).toBe(`${ORIGIN}/sellers/${seller.id}`);
    const hindi = await fetchPage(`/sellers/${seller.id}?lang=hi`);
    expect(hindi.title).toBe('Ravi Numismatics - विक्रेता प्रोफ़ाइल | Sikka - पुराने भारतीय सिक्कों का बाज़ार');
  });

  it('gives / and /search their titles and a canonical URL with a normalised query', async () => {
    const home = await fetchPage('/?utm_source=whatsapp&sort=recent');
    expect(home.title).toBe('Browse Coins | Sikka - Indian Old Coin Marketplace');
    expect(home.link('canonical')).toBe(`${ORIGIN}/`);
    expect(home.meta('description')).toBe("Buy and sell rare and old Indian coins on Sikka, India's premier vintage coin marketplace.");

    const search = await fetchPage('/Search/?sort=most-recent&fbclid=1&category=Mughal&search=%20anna%20&minPrice=0100&metal=tin&lang=hi');
    expect(search.title).toBe('“anna” - सिक्के खोजें | Sikka - पुराने भारतीय सिक्कों का बाज़ार');
    expect(search.link('canonical')).toBe(`${ORIGIN}/search?q=anna&category=mughal&minPrice=100&lang=hi`);
    expect(search.link('alternate', 'en')).toBe(`${ORIGIN}/search?q=anna&category=mughal&minPrice=100`);

    const about = await fetchPage('/about?x=1');
    expect(about.link('canonical')).toBe(`${ORIGIN}/about`);
    expect(about.link('alternate', 'hi')).toBe(`${ORIGIN}/about?lang=hi`);
  });

  it('marks private screens and missing pages noindex, without canonical or hreflang', async () => {
    for (const [path, status] of [['/messages', 200], ['/admin', 200], ['/coin/2147483000', 404], ['/no-such-page?lang=hi', 404]] as const) {
      const page = await fetchPage(path, status);
      expect(page.meta('robots')).toBe('noindex');
      expect(page.link('canonical')).toBeUndefined();
      expect(page.link('alternate', 'hi')).toBeUndefined();
    }
  });

  it('answers HTML with no-cache and an ETag, and a repeat visit with 304', async () => {
    const coin = await liveListing(t, seller, admin);
    const first = await request(t.http).get(`/coin/${coin.id}`).expect(200).expect('Cache-Control', 'no-cache');
    expect(first.headers.etag).toBeTruthy();
    await request(t.http).get(`/coin/${coin.id}`).set('If-None-Match', first.headers.etag).expect(304);
    await request(t.http).get(`/coin/${coin.id}?lang=hi`).set('If-None-Match', first.headers.etag).expect(200);
  });
});

/** Without PUBLIC_ORIGIN, links are written on the origin the request came to (behind a trusted proxy, its headers). */
describe('Pages without PUBLIC_ORIGIN', () => {
  let t: TestApp;
  const web = fakeWebBuild(INDEX);

  beforeAll(async () => {
    t = await createTestApp({ overrides: { webDist: web.dir, publicOrigin: null, trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('uses the forwarded scheme and host', async () => {
    const res = await request(t.http).get('/about').set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'shop.example').expect(200);
    expect(readMarkup(res.text).link('canonical')).toBe('https://shop.example/about');
    const robots = await request(t.http).get('/robots.txt').set('Host', 'sikka.test:8080').expect(200);
    expect(robots.text).toContain('Sitemap: http://sikka.test:8080/sitemap.xml');
  });
});
