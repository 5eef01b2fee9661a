import { escapeHtml, renderPage, RenderedPageInput, scriptJson } from './render-page';

const input = (overrides: Partial<RenderedPageInput> = {}): RenderedPageInput => ({
  language: 'hi',
  page: { head: { title: 'Rupee $& $\' $1', jsonLd: [{ name: '</script><!--' }] }, body: { heading: '$&<i>', facts: [] } },
  canonical: 'https://sikka.example/coin/1?lang=hi',
  alternates: { en: 'https://sikka.example/coin/1', hi: 'https://sikka.example/coin/1?lang=hi' },
  noindex: false,
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
    expect(html).toContain('<div id="root"><main><h1>$&#38;&#60;i&#62;</h1></main></div>');
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

  it('escapes everything that could end a value', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;');
    expect(JSON.parse(scriptJson({ text: '</script>&\u2028' }))).toEqual({ text: '</script>&\u2028' });
    expect(scriptJson({ text: '</script>' })).not.toContain('<');
  });
});
