import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { AppNotification } from './types';

type Params = AppNotification['params'];

const text = (params: Params, name: string): string | null => {
  const value = params[name];
  return typeof value === 'string' && value.trim() ? value : null;
};
const number = (params: Params, name: string): number | null => {
  const value = params[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The offer causes the server names; anything else reads as the seller's own answer. */
const OFFER_CLOSED_CAUSES = ['buyer', 'listing-sold', 'listing-removed', 'listing-reserved'] as const;
/** The moderation reason codes with a short label (moderation.json `reasons.codes`). */
const REASON_CODES = ['unclear-photos', 'not-a-coin', 'replica', 'wrong-category', 'contact-details', 'price-looks-wrong'] as const;
const PLANS = ['basic', 'premium'] as const;
const REPORT_TARGETS = ['listing', 'user', 'message'] as const;

/** What a report was about, as the reporter's notification names it (an unknown kind reads as a listing). */
const reportTarget = (value: unknown): (typeof REPORT_TARGETS)[number] => (isOneOf(REPORT_TARGETS, typeof value === 'string' ? value : null) ? (value as (typeof REPORT_TARGETS)[number]) : 'listing');

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

/**
 * The sentence a notification says, in the language of `t` (bound to the `notifications` namespace):
 * written here from `type` + `params`, never by the server. Missing params read as neutral words
 * ("Someone", "a coin"), so an old or partial notification still says something true. The service
 * worker (public/sw.js) writes the same sentences for push; notification-text.test.ts holds both to it.
 */
export function notificationText(t: TFunction, notification: Pick<AppNotification, 'type' | 'params'>, language: string): string {
  const { params } = notification;
  const title = text(params, 'coinTitle') ?? text(params, 'title');
  const coin = title ? t('coin', { title }) : t('someCoin');
  const person = (name: string) => text(params, name) ?? t('someone');
  const amount = number(params, 'amount');
  // Offers always carry their amount, price drops both prices, plans their end (the server's contract).
  const money = (value: number | null) => (value === null ? '—' : formatInr(value));
  const count = number(params, 'count') ?? 1;
  const plan = () => {
    const planId = text(params, 'planId');
    return isOneOf(PLANS, planId) ? t(`subscriptions:plans.${planId}.name`) : t('yourPlan');
  };
  const date = (format = formatDate) => {
    const expiresAt = text(params, 'expiresAt');
    return expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? format(expiresAt, language) : '—';
  };
  // An offer's step: the party it concerns is "you" when it waits for the reader's answer.
  const offerWords = { buyerName: person('buyerName'), sellerName: person('sellerName'), coin, amount: money(amount) };
  const whose = params.awaitingYou === true ? 'you' : 'other';

  switch (notification.type) {
    case 'message-received':
      return t('text.message-received', { senderName: person('senderName'), coin, count });
    case 'offer-made':
      return t('text.offer-made', { buyerName: person('buyerName'), coin, amount: money(amount) });
    case 'offer-accepted':
      return t(params.by === 'buyer' ? 'text.offer-accepted-counter' : 'text.offer-accepted', offerWords);
    case 'offer-rejected': {
      const cause = text(params, 'cause');
      const key = isOneOf(OFFER_CLOSED_CAUSES, cause) ? cause : 'seller';
      return t(`text.offer-rejected.${key}`, offerWords);
    }
    case 'offer-countered':
      return t(`text.offer-countered.${params.by === 'buyer' ? 'buyer' : 'seller'}`, offerWords);
    case 'offer-withdrawn':
      return t('text.offer-withdrawn', offerWords);
    case 'offer-expiring':
      return t(`text.offer-expiring.${whose}`, { ...offerWords, time: date(formatDateTime) });
    case 'offer-expired':
      return t(`text.offer-expired.${whose}`, offerWords);
    case 'review-received':
      return t('text.review-received', { reviewerName: person('reviewerName'), coin, rating: number(params, 'rating') ?? '—' });
    case 'sold-to-you':
      return t('text.sold-to-you', { sellerName: person('sellerName'), coin });
    case 'report-resolved':
      return t(`text.report-resolved.${params.outcome === 'dismissed' ? 'dismissed' : 'acted'}`, { target: t(`reportTarget.${reportTarget(params.targetType)}`) });
    case 'listing-approved':
      return t('text.listing-approved', { coin });
    case 'listing-rejected': {
      const reason = rejectionReason(t, params);
      return reason ? t('text.listing-rejected', { coin, reason }) : t('text.listing-rejected-noReason', { coin });
    }
    case 'listing-hidden': {
      const reason = text(params, 'reason');
      return reason ? t('text.listing-hidden', { coin, reason }) : t('text.listing-hidden-noReason', { coin });
    }
    case 'subscription-activated':
      return t('text.subscription-activated', { plan: plan(), date: date() });
    case 'subscription-expiring':
      return t('text.subscription-expiring', { plan: plan(), date: date() });
    case 'subscription-expired':
      return t('text.subscription-expired', { plan: plan() });
    case 'watched-price-dropped':
      return t('text.watched-price-dropped', { coin, oldPrice: money(number(params, 'oldPrice')), newPrice: money(number(params, 'newPrice')) });
    case 'watched-sold':
      return t('text.watched-sold', { coin });
    case 'saved-search-matches': {
      const name = text(params, 'name') ?? text(params, 'search');
      return name ? t('text.saved-search-matches', { count, search: t('search', { name }) }) : t('text.saved-search-matches-unnamed', { count });
    }
    default:
      return t('text.unknown');
  }
}

/** Why a listing was not approved: the reason code's label (with the admin's note), the note alone for "other", or the admin's free text. */
function rejectionReason(t: TFunction, params: Params): string | null {
  const code = text(params, 'reasonCode');
  const note = text(params, 'note');
  if (isOneOf(REASON_CODES, code)) {
    const label = t(`moderation:reasons.codes.${code}`);
    return note ? t('reasonWithNote', { reason: label, note }) : label;
  }
  return note ?? text(params, 'reason');
}
