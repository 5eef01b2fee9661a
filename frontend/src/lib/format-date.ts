/** Indian English or Hindi date conventions for the interface language. */
const localeOf = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A calendar date such as "21 Nov 2025" (en) or "21 नव॰ 2025" (hi). */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A date and time such as "21 Nov 2025, 10:25 am". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
