import { distinctMatches, textForFlags, WORD_EDGE_AFTER, WORD_EDGE_BEFORE } from './listing-text';

/**
 * Contact details in a listing's text, which would take the deal off Sikka: Indian mobile numbers
 * however they are spaced or prefixed (98765 43210, +91-98765-43210, 0 98765 43210, 9 8 7 6 5 4 3 2 1 0),
 * e-mail addresses, UPI ids (name@okaxis, 98765@ybl) and WhatsApp in English or Hindi spelling.
 */

/** Runs of digits joined by at most three spaces, dashes, dots, slashes or brackets: the parts a number may be written in. */
const DIGIT_RUN = /\+?\d(?:[\s\-.()/]{0,3}\d)*/g;
const DIGIT_GROUP = /\d+/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const UPI_ID = new RegExp(`${WORD_EDGE_BEFORE}[\\p{L}\\p{N}._-]{2,}@\\p{L}{2,}(?![\\p{L}\\p{N}.@-])`, 'gu');
const WHATSAPP = new RegExp(
  [
    // whatsapp, whats app, whats-app, watsapp, whatsap, whattsapp
    `${WORD_EDGE_BEFORE}w+h?a+t+'?s+\\s?-?\\s?a+p+${WORD_EDGE_AFTER}`,
    'wa\\.me/',
    // व्हाट्सएप, व्हाट्सऐप, वॉट्सऐप, वाट्सएप, व्हाटसएप, व्हाट्सअप
    'व(?:्ह)?[ाॉ]ट्?स[एऐअ]प',
  ].join('|'),
  'gu',
);

/** A mobile number's digits: ten starting 6-9, optionally after 0, 91 or 0091. */
const isMobileNumber = (digits: string): boolean => /^(?:0|91|0091)?[6-9]\d{9}$/.test(digits);
/** Leading digits kept apart from the number by its own writing ("+91 98765 43210"). */
const MAX_GROUPS = 12;

/**
 * Mobile numbers in `text`: within each run of digit groups, any consecutive groups whose digits
 * form a mobile number (so "1947 98765 43210" still finds the number, while years, weights and
 * prices, written in other groupings, do not add up to one).
 */
function mobileNumbers(text: string): string[] {
  const found: string[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const groups = [...run[0].matchAll(DIGIT_GROUP)].map((group) => ({ digits: group[0], start: group.index!, end: group.index! + group[0].length }));
    for (let first = 0; first < groups.length; first++) {
      let digits = '';
      for (let last = first; last < groups.length && last - first < MAX_GROUPS && digits.length <= 13; last++) {
        digits += groups[last].digits;
        if (!isMobileNumber(digits)) continue;
        const from = first === 0 && run[0].startsWith('+') ? 0 : groups[first].start;
        found.push(run[0].slice(from, groups[last].end));
        first = last;
        break;
      }
    }
  }
  return found;
}

/** The contact details written in `text` (each once, as written), in order: numbers, e-mails, UPI ids, WhatsApp. */
export function findContactDetails(text: string): string[] {
  const prepared = textForFlags(text);
  const emails = distinctMatches(prepared, EMAIL);
  const withoutEmails = prepared.replace(EMAIL, ' ');
  return [...new Set([...mobileNumbers(prepared), ...emails, ...distinctMatches(withoutEmails, UPI_ID), ...distinctMatches(prepared, WHATSAPP)])];
}
