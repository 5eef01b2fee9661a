/**
 * Site-wide constants shared by the static pages, the footer and the profile screen.
 * Change them here only; nothing else in the app should hard-code these values.
 */

/** Brand name, written in Latin script in every language. */
export const PRODUCT_NAME = 'Sikka';

/** Support mailbox used for every mailto: link in the app. */
export const SUPPORT_EMAIL = 'support@sikka.in';

/** Community chat (external; open in a new tab). */
export const COMMUNITY_CHAT_URL = 'https://chat.whatsapp.com/SikkaCollectors';

/** Social page (external; open in a new tab). */
export const SOCIAL_URL = 'https://www.instagram.com/sikka.coins';

/** Builds a mailto: link to the support mailbox, optionally with a subject line. */
export function supportMailto(subject?: string): string {
  const base = `mailto:${SUPPORT_EMAIL}`;
  return subject ? `${base}?subject=${encodeURIComponent(subject)}` : base;
}
