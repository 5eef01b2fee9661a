import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isRejectionReasonCode } from './rejection-reasons';

/** What a rejected listing carries about why (its seller and admins see it). */
export interface RejectionFields {
  rejectionReason?: string | null;
  rejectionReasonCode?: string | null;
  rejectionNote?: string | null;
}

/**
 * Why a listing was rejected, in the reader's language: the catalogue's sentence for the reason code
 * plus the admin's note; the server's English text when the code is unknown (older rejections);
 * null when no reason was given.
 */
export function useRejectionText(): (coin: RejectionFields) => string | null {
  const { t } = useTranslation('coin');
  return useCallback(
    (coin) => {
      const note = coin.rejectionNote?.trim() || null;
      if (!isRejectionReasonCode(coin.rejectionReasonCode)) return coin.rejectionReason || note;
      if (coin.rejectionReasonCode === 'other') return note ?? t('rejectionReasons.other');
      const sentence = t(`rejectionReasons.${coin.rejectionReasonCode}`);
      return note ? t('rejectionReasons.withNote', { reason: sentence, note }) : sentence;
    },
    [t],
  );
}
