import { FIRST_PAINT_STYLES } from './first-paint-styles';
import { escapeHtml, largestPicture, renderFirstPaint } from './first-paint';
import { SITE_IMAGE_PATH, SITE_WORDS } from './page-words';
import type { PageLanguage, WebPage } from './web-page';

export { escapeHtml } from './first-paint';

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
  /** The requested path and query, for the first screen's language switch. */
  path: string;
  /** The request carried a session cookie (the first screen then leaves the account to the app). */
  hasSession: boolean;
  absolute(pathOrUrl: string): string;
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

/**
 * The first screen's styles and its largest picture's preload: at the end of the head, after the
 * template's viewport meta, so the preload picks its size for the phone's width, not a desktop's.
 */
function firstPaintHeadTags(input: RenderedPageInput): string[] {
  const body = input.page?.body;
  if (!body) return [];
  const tags = [`<style>${FIRST_PAINT_STYLES}</style>`];
  const largest = largestPicture(body);
  if (largest) {
    const sized = largest.srcset ? ` imagesrcset="${escapeHtml(largest.srcset)}" imagesizes="${escapeHtml(largest.sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(input.absolute(largest.url))}"${sized} fetchpriority="high">`);
  }
  return tags;
}

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

/**
 * Writes a page's head (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD), its
 * language and its first screen (first-paint.ts, with its styles and its largest picture preloaded)
 * into the built index.html. Every value is escaped here, so a context
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
  const firstPaintHead = firstPaintHeadTags(input).join('\n    ');
  if (firstPaintHead) html = html.replace(/<\/head>/i, () => `  ${firstPaintHead}\n  </head>`);
  const body = input.page?.body;
  if (body) {
    const firstPaint = renderFirstPaint(body, { language: input.language, path: input.path, hasSession: input.hasSession, absolute: input.absolute });
    // Beside the app's root, not in it: the app renders into #root (hidden meanwhile by the first
    // screen's styles) and removes the first screen when its own is ready (frontend: first-screen-handoff.ts).
    html = html.replace(/<div id="root"><\/div>/, () => `${firstPaint}<div id="root"></div>`);
  }
  return html;
}
