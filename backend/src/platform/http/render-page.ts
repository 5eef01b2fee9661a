import { SITE_IMAGE_PATH, SITE_WORDS } from './page-words';
import type { PageLanguage, WebPage, WebPageBody } from './web-page';

/** Everything the platform knows about one page response, ready to be written into index.html. */
export interface RenderedPageInput {
  language: PageLanguage;
  /** The context's description; null for a page no context describes or one that is missing. */
  page: WebPage | null;
  /** Absolute canonical URL of this page in this language; null for pages search engines should skip. */
  canonical: string | null;
  /** The page's URL in each language (hreflang); null with canonical. */
  alternates: Record<PageLanguage, string> | null;
  /** Ask crawlers not to index (private screens, missing pages). */
  noindex: boolean;
  absolute(pathOrUrl: string): string;
}

/** Text for HTML text and attribute values: every character that could end one is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script type="application/ld+json">: no "<" (so no "</script>"), nor line separators JS chokes on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function headTags(input: RenderedPageInput): string[] {
  const words = SITE_WORDS[input.language];
  const head = input.page?.head ?? { title: null };
  const title = head.title ? `${head.title} | ${words.siteName}` : words.siteName;
  const description = head.description?.trim() || words.description;
  const image = head.image ?? { url: SITE_IMAGE_PATH, alt: words.pictureAlt };
  const imageUrl = input.absolute(image.url);
  const other: PageLanguage = input.language === 'en' ? 'hi' : 'en';
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (input.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (input.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(input.canonical)}">`);
  if (input.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="en" href="${escapeHtml(input.alternates.en)}">`,
      `<link rel="alternate" hreflang="hi" href="${escapeHtml(input.alternates.hi)}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(input.alternates.en)}">`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', 'Sikka'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title ?? words.siteName),
    meta('property', 'og:description', description),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:locale', words.locale),
    meta('property', 'og:locale:alternate', SITE_WORDS[other].locale),
  );
  if (input.canonical) tags.push(meta('property', 'og:url', input.canonical));
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', String(head.product.amount)),
      meta('property', 'product:price:currency', head.product.currency),
      meta('property', 'product:availability', head.product.availability),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title ?? words.siteName),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
  );
  for (const object of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(object)}</script>`);
  return tags;
}

function bodyMarkup(body: WebPageBody, absolute: (pathOrUrl: string) => string): string {
  const parts = [`<h1>${escapeHtml(body.heading)}</h1>`];
  if (body.image) {
    // A square box held before the picture arrives (the coin page shows pictures in one), so nothing below it moves.
    parts.push(
      `<img src="${escapeHtml(absolute(body.image.url))}" alt="${escapeHtml(body.image.alt)}" width="480" height="480" style="display:block;width:100%;max-width:480px;height:auto;aspect-ratio:1/1;object-fit:contain">`,
    );
  }
  for (const fact of body.facts) parts.push(`<p>${escapeHtml(fact)}</p>`);
  if (body.text) parts.push(`<p style="white-space:pre-line">${escapeHtml(body.text)}</p>`);
  return `<main>${parts.join('')}</main>`;
}

/**
 * Writes a page's head (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD), its
 * language and its small body into the built index.html. Every value is escaped here, so a context
 * passes plain text. The template's own <title> and description give way to the page's.
 */
// Replacements are functions throughout: a replacement string would read "$&" in a coin's title as a pattern.
export function renderPage(template: string, input: RenderedPageInput): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const lang = `lang="${input.language}"`;
  if (/<html\b/i.test(html)) {
    html = html.replace(/<html\b([^>]*)>/i, (_, attributes: string) =>
      /\slang=/i.test(attributes) ? `<html${attributes.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` ${lang}`)}>` : `<html ${lang}${attributes}>`,
    );
  } else {
    html = html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}<html ${lang}>`);
  }
  const head = headTags(input).join('\n    ');
  // Early in the head (right after the charset): some link previewers read only the page's first bytes.
  if (/<meta\s+charset=[^>]*>/i.test(html)) html = html.replace(/<meta\s+charset=[^>]*>/i, (charset) => `${charset}\n    ${head}`);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  else html = html.replace(/<html\b[^>]*>/i, (tag) => `${tag}<head>${head}</head>`);
  const body = input.page?.body;
  if (body) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${bodyMarkup(body, input.absolute)}</div>`);
  return html;
}
