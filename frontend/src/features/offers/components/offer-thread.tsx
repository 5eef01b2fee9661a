import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { Offer, OfferParty, OfferStep } from '../types';

const CLOSED_CAUSES = ['listing-sold', 'listing-removed', 'listing-reserved'];

interface OfferThreadProps {
  offer: Offer;
  /** The viewer's side, so their own steps read "You …". */
  viewerSide: OfferParty;
  /** The seller's name as the conversation knows it. */
  sellerName: string;
}

/** The negotiation as a thread: made → countered → … → its end, each with who and when. */
export function OfferThread({ offer, viewerSide, sellerName }: OfferThreadProps) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.resolvedLanguage ?? 'en';
  const nameOf = (party: OfferParty) => (party === 'buyer' ? offer.buyer.name : sellerName || t('thread.seller'));

  const sentence = (step: OfferStep): string => {
    const amount = step.amount === null ? '' : formatInr(step.amount);
    if (step.type === 'rejected' && step.by === null && step.cause && CLOSED_CAUSES.includes(step.cause)) return t(`thread.closed.${step.cause}`);
    // An expired step names who did not answer (its cause); the others who took them.
    const party = (step.type === 'expired' ? step.cause : step.by) as OfferParty | null;
    if (party === null) return t('thread.released.system');
    const whose = party === viewerSide ? 'you' : 'other';
    return t(`thread.${step.type}.${whose}`, { amount, name: nameOf(party) });
  };

  return (
    <ol className="offer-thread" aria-label={t('thread.title')}>
      {offer.history.map((step, index) => (
        <li key={`${step.type}-${step.at}-${index}`} className={`offer-thread__step offer-thread__step--${step.by ?? 'system'}`}>
          <span className="offer-thread__text">{sentence(step)}</span>
          <time className="offer-thread__at" dateTime={step.at}>
            {formatDateTime(step.at, language)}
          </time>
        </li>
      ))}
    </ol>
  );
}
