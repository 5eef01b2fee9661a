import type { PageLanguage, PageCard, PagePicture, WebPageBody } from './web-page';
import { SITE_WORDS } from './page-words';

/** Text for HTML text and attribute values: every character that could end one is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What the first screen needs besides the page's body. */
export interface FirstPaintContext {
  language: PageLanguage;
  /** The page's own address (path and query, without `lang`), for the language switch. */
  path: string;
  /** A session cookie came with the request: the app shows the account, so the header shows no Sign In. */
  hasSession: boolean;
  absolute(pathOrUrl: string): string;
}

/** The brand's coin mark, as the app draws it (app/layout/brand-link.tsx). */
const BRAND_MARK =
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="30" fill="#b8862b"/><circle cx="32" cy="32" r="24" fill="none" stroke="#f3d58a" stroke-width="3"/><text x="32" y="43" font-family="Georgia, serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff7e0">₹</text></svg>';

/** `path` with `lang` set to `language` (English is the address without it). */
function inLanguage(path: string, language: PageLanguage): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  if (language !== 'en') params.set('lang', language);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function header(context: FirstPaintContext): string {
  const words = SITE_WORDS[context.language];
  const other: PageLanguage = context.language === 'en' ? 'hi' : 'en';
  const home = inLanguage('/', context.language);
  const actions = [
    `<a class="fp-button" lang="${other}" hreflang="${other}" href="${escapeHtml(inLanguage(context.path, other))}">${escapeHtml(SITE_WORDS[other].languageName)}</a>`,
    ...(context.hasSession ? [] : [`<a class="fp-button fp-button--primary" href="/auth">${escapeHtml(words.signIn)}</a>`]),
  ];
  return `<header class="fp-header"><div class="fp-header__inner"><a class="fp-brand" href="${escapeHtml(home)}">${BRAND_MARK}<span>Sikka</span></a><nav class="fp-actions">${actions.join('')}</nav></div></header>`;
}

function picture(image: PagePicture, context: FirstPaintContext, eager: boolean): string {
  const sized = image.srcset ? ` srcset="${escapeHtml(image.srcset)}" sizes="${escapeHtml(image.sizes ?? '100vw')}"` : '';
  const loading = eager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img src="${escapeHtml(context.absolute(image.url))}"${sized} alt="${escapeHtml(image.alt)}"${loading} decoding="async" width="480" height="480">`;
}

function card(item: PageCard, context: FirstPaintContext, eager: boolean): string {
  // No picture: the rupee sign on brass, as the app's placeholder.
  const cover = item.picture ? picture(item.picture, context, eager) : '<span class="fp-card__placeholder" aria-hidden="true">₹</span>';
  const badge = item.badge ? `<span class="fp-badge">${escapeHtml(item.badge)}</span>` : '';
  const facts = item.facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  const place = item.place ? `<div class="fp-place">${escapeHtml(item.place)}</div>` : '';
  return `<li><a class="fp-card${item.sold ? ' fp-card--sold' : ''}" href="${escapeHtml(item.href)}"><div class="fp-card__cover">${cover}</div><div class="fp-card__body"><h2 class="fp-card__title">${escapeHtml(item.title)}</h2><div><span class="fp-price">${escapeHtml(item.price)}</span>${badge}</div><dl class="fp-facts">${facts}</dl>${place}</div></a></li>`;
}

/** The cards whose pictures load at once: those a phone shows before scrolling (the rest load lazily). */
const EAGER_CARDS = 2;

function main(body: WebPageBody, context: FirstPaintContext): string {
  // A coin's picture leads on a phone, as in the app; from md it stands beside the text (first-paint-styles.ts).
  const parts = body.image ? [`<div class="fp-picture">${picture(body.image, context, true)}</div>`] : [];
  parts.push(`<h1>${escapeHtml(body.heading)}</h1>`);
  if (body.intro) parts.push(`<p class="fp-intro">${escapeHtml(body.intro)}</p>`);
  if (body.search) {
    const { action, label, placeholder, value } = body.search;
    parts.push(
      `<form class="fp-search" role="search" action="${escapeHtml(action)}" method="get"><input type="search" name="q" aria-label="${escapeHtml(label)}" placeholder="${escapeHtml(placeholder)}" value="${escapeHtml(value ?? '')}"></form>`,
    );
  }
  for (const fact of body.facts) parts.push(`<p>${escapeHtml(fact)}</p>`);
  if (body.text) parts.push(`<p class="fp-text">${escapeHtml(body.text)}</p>`);
  if (body.aside) parts.push(`<aside class="fp-aside"><h2>${escapeHtml(body.aside.title)}</h2><p>${escapeHtml(body.aside.text)}</p></aside>`);
  if (body.cardsCaption) parts.push(`<p class="fp-caption">${escapeHtml(body.cardsCaption)}</p>`);
  if (body.cards?.length) parts.push(`<ul class="fp-grid">${body.cards.map((item, index) => card(item, context, index < EAGER_CARDS)).join('')}</ul>`);
  const article = body.image ? ' fp-article' : '';
  return `<main class="fp-main${article}">${parts.join('')}</main>`;
}

/**
 * The page's first screen as the server writes it (decisions/0059): the header (the brand, the other
 * language, Sign In for a visitor) and the page's body, in plain markup styled by
 * first-paint-styles.ts. It is what a phone paints before the app's JavaScript arrives and what
 * crawlers and link previews read; the app replaces it when it starts. Every value is escaped here.
 */
export function renderFirstPaint(body: WebPageBody, context: FirstPaintContext): string {
  return `<div id="first-paint" class="fp">${header(context)}${main(body, context)}</div>`;
}

/** The picture to preload in the head: the body's own, else the first card's (the page's largest paint). */
export function largestPicture(body: WebPageBody): PagePicture | null {
  return body.image ?? body.cards?.find((item) => item.picture)?.picture ?? null;
}
