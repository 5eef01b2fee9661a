import { reachableDetailRanges } from '../../../platform/kernel/text/contact-details';

/** What stands in a message for a hidden number, e-mail address or UPI id: the same in every language. */
export const HIDDEN_DETAIL = '••••••';

/**
 * A message as its reader may see it (decisions/0080): until an offer in the conversation is
 * accepted, the other party's mobile numbers, e-mail addresses and UPI ids are hidden (the way OLX
 * stops deals leaving the site before both sides have agreed); the sender always reads their own
 * text as typed.
 */
export function messageForReader(
  content: string,
  { readerIsSender, detailsShared }: { readerIsSender: boolean; detailsShared: boolean },
): { content: string; contactDetailsHidden: boolean } {
  if (readerIsSender || detailsShared) return { content, contactDetailsHidden: false };
  const ranges = reachableDetailRanges(content);
  if (ranges.length === 0) return { content, contactDetailsHidden: false };
  let shown = '';
  let at = 0;
  for (const [start, end] of ranges) {
    shown += content.slice(at, start) + HIDDEN_DETAIL;
    at = end;
  }
  return { content: shown + content.slice(at), contactDetailsHidden: true };
}
