import { textForMatching, traceTextForMatching, WORD_EDGE_AFTER, WORD_EDGE_BEFORE } from './matching-text';

/**
 * Contact details in a text, which would take the deal off Sikka: Indian mobile numbers however
 * they are spaced or prefixed (98765 43210, +91-98765-43210, 0 98765 43210, 9 8 7 6 5 4 3 2 1 0),
 * e-mail addresses, UPI ids (name@okaxis, 98765@ybl) and WhatsApp in English or Hindi spelling.
 * A listing's text is flagged for them (catalog); a message hides the first three from the other
 * party until an offer is accepted (messaging).
 */

/** Runs of digits joined by at most three spaces, dashes, dots, slashes or brackets: the parts a number may be written in. */
const DIGIT_RUN = /\+?\d(?:[\s\-.()/]{0,3}\d)*/g;
const DIGIT_GROUP = /\d+/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** A UPI id: name@handle, not followed by more of an address (a full stop ending the sentence is no domain). */
const UPI_ID = new RegExp(`${WORD_EDGE_BEFORE}[\\p{L}\\p{N}._-]{2,}@\\p{L}{2,}(?![\\p{L}\\p{N}@-]|\\.[\\p{L}\\p{N}])`, 'gu');
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

/** Where a detail is, in the prepared text: [start, end). */
interface Span {
  start: number;
  end: number;
  /** A way to reach someone (number, e-mail, UPI id), as against the word WhatsApp. */
  reachable: boolean;
}

/**
 * Mobile numbers in `text`: within each run of digit groups, any consecutive groups whose digits
 * form a mobile number (so "1947 98765 43210" still finds the number, while years, weights and
 * prices, written in other groupings, do not add up to one).
 */
function mobileNumbers(text: string): Span[] {
  const found: Span[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const groups = [...run[0].matchAll(DIGIT_GROUP)].map((group) => ({ digits: group[0], start: group.index!, end: group.index! + group[0].length }));
    for (let first = 0; first < groups.length; first++) {
      let digits = '';
      for (let last = first; last < groups.length && last - first < MAX_GROUPS && digits.length <= 13; last++) {
        digits += groups[last].digits;
        if (!isMobileNumber(digits)) continue;
        const from = first === 0 && run[0].startsWith('+') ? 0 : groups[first].start;
        found.push({ start: run.index! + from, end: run.index! + groups[last].end, reachable: true });
        first = last;
        break;
      }
    }
  }
  return found;
}

const spansOf = (text: string, pattern: RegExp, reachable: boolean): Span[] =>
  [...text.matchAll(pattern)].map((match) => ({ start: match.index!, end: match.index! + match[0].length, reachable }));

/** Every detail in prepared `text`, in order: numbers, e-mails, UPI ids, WhatsApp. */
function detailSpans(text: string): Span[] {
  const withoutEmails = text.replace(EMAIL, (email) => ' '.repeat(email.length));
  return [...mobileNumbers(text), ...spansOf(text, EMAIL, true), ...spansOf(withoutEmails, UPI_ID, true), ...spansOf(text, WHATSAPP, false)];
}

/** The contact details written in `text` (each once, as written), in order: numbers, e-mails, UPI ids, WhatsApp. */
export function findContactDetails(text: string): string[] {
  const prepared = textForMatching(text);
  return [...new Set(detailSpans(prepared).map((span) => prepared.slice(span.start, span.end).trim()))];
}

/**
 * Where the mobile numbers, e-mail addresses and UPI ids are in `text` itself: [start, end) UTF-16
 * offsets, in order, overlapping ones merged (98765@ybl is a number inside a UPI id).
 */
export function reachableDetailRanges(text: string): Array<[number, number]> {
  const traced = traceTextForMatching(text);
  const ranges = detailSpans(traced.text)
    .filter((span) => span.reachable && span.end > span.start)
    .map((span): [number, number] => [traced.from[span.start], traced.to[span.end - 1]])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
