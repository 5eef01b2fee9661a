import { escapeHtml, renderPage, RenderedPageInput, scriptJson } from './render-page';

const input = (overrides: Partial<RenderedPageInput> = {}): RenderedPageInput => ({
  language: 'hi',
  page: { head: { title: 'Rupee $& $\' $1', jsonLd: [{ name: '</script><!--' }] }, body: { heading: '$&<i>', facts: [] } },
  canonical: 'https://sikka.example/coin/1?lang=hi',
  alternates: { en: 'https://sikka.example/coin/1', hi: 'https://sikka.example/coin/1?lang=hi' },
  noindex: false,
  path: '/coin/1?lang=hi',
  hasSession: false,
  absolute: (path) => new URL(path, 'https://sikka.example/').toString(),
  ...overrides,
});

describe('renderPage', () => {
  it('replaces the language, title and description of a built index.html and keeps the rest', () => {
    const template = '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<meta charset="UTF-8" />\n<meta name="description" content="old" />\n<title>Old</title>\n<script type="module" src="/assets/a.js"></script>\n</head>\n<body><div id="root"></div></body></html>';
    const html = renderPage(template, input());
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).not.toContain('<title>Old</title>');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
    expect(html).toContain('<title>Rupee $&#38; $&#39; $1 | Sikka - पुराने भारतीय सिक्कों का बाज़ार</title>');
    expect(html).toContain('<main class="fp-main"><h1>$&#38;&#60;i&#62;</h1></main></div><div id="root"></div>');
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!--"}</script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds <html lang> and a head to a template that has neither', () => {
    const html = renderPage('<!doctype html><title>Sikka</title><div id="root"></div>', input({ language: 'en', page: null, canonical: null, alternates: null, noindex: true }));
    expect(html.startsWith('<!doctype html><html lang="en"><head><title>Sikka - Indian Old Coin Marketplace</title>')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta property="og:image" content="https://sikka.example/share-image.png">');
  });

  it('writes the first screen: styles in the head, the header with the other language and Sign In, the largest picture preloaded', () => {
    const page = {
      head: { title: 'Coins' },
      body: {
        heading: 'Browse Coins',
        facts: [],
        search: { action: '/search', label: 'Search coins', placeholder: 'Search…' },
        cards: [
          { href: '/coin/7', title: 'Mohur <b>', price: '₹5,000', facts: [['Year', '1605']] as [string, string][], picture: { url: '/uploads/coins/a.webp', alt: 'Mohur', srcset: '/uploads/coins/a-320w.webp 320w', sizes: '120px' } },
        ],
      },
    };
    const template = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
    const html = renderPage(template, input({ language: 'en', page, path: '/?sort=popular&lang=en' }));
    expect(html).toMatch(/<style>[^<]*\.fp-card/);
    expect(html).toContain('<link rel="preload" as="image" href="https://sikka.example/uploads/coins/a.webp" imagesrcset="/uploads/coins/a-320w.webp 320w" imagesizes="120px" fetchpriority="high">');
    expect(html).toContain('<body><div id="first-paint" class="fp">');
    expect(html).toContain('</main></div><div id="root"></div></body>');
    expect(html).toContain('href="/?sort=popular&#38;lang=hi">हिन्दी</a>');
    expect(html).toContain('<a class="fp-button fp-button--primary" href="/auth">Sign In</a>');
    expect(html).toContain('<form class="fp-search" role="search" action="/search" method="get">');
    expect(html).toContain('<h2 class="fp-card__title">Mohur &#60;b&#62;</h2>');
    expect(html).toContain('fetchpriority="high"');
    const signedIn = renderPage(template, input({ language: 'en', page, path: '/', hasSession: true }));
    expect(signedIn).not.toContain('Sign In');
  });

  it('escapes everything that could end a value', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;');
    expect(JSON.parse(scriptJson({ text: '</script>&\u2028' }))).toEqual({ text: '</script>&\u2028' });
    expect(scriptJson({ text: '</script>' })).not.toContain('<');
  });
});
