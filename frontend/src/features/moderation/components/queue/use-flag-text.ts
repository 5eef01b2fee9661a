import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format-inr';
import type { QueueFlag } from '../../queue-types';

const list = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(', ') : '');

/** The text of a missing-faces flag: the one face it names, or both (no photos, or params not understood). */
function missingFacesKey(missing: unknown): `flags.text.missing-faces.${'obverse' | 'reverse' | 'both'}` {
  const faces = Array.isArray(missing) ? missing.filter((face): face is 'obverse' | 'reverse' => face === 'obverse' || face === 'reverse') : [];
  const [only] = faces;
  return faces.length === 1 && only ? `flags.text.missing-faces.${only}` : 'flags.text.missing-faces.both';
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Why a listing was flagged, in the reader's language, from the flag's kind and params (its English detail otherwise). */
export function useFlagText(): (flag: QueueFlag) => string {
  const { t } = useTranslation('moderation');
  return useCallback(
    (flag) => {
      const { params } = flag;
      switch (flag.kind) {
        case 'contact-details':
          return t('flags.text.contact-details', {
            matches: list(params.matches),
          });
        case 'replica-words':
          return t('flags.text.replica-words', { words: list(params.words) });
        case 'duplicate-photo':
          return t('flags.text.duplicate-photo', {
            sellerName: String(params.sellerName ?? '?'),
            coinId: String(params.coinId ?? '?'),
          });
        case 'price-outlier': {
          const price = num(params.price);
          const median = num(params.median);
          if (price === null || median === null || median <= 0) return flag.detail;
          return price >= median
            ? t('flags.text.price-high', {
                ratio: Math.round(price / median),
                median: formatInr(median),
              })
            : t('flags.text.price-low', {
                price: formatInr(price),
                median: formatInr(median),
              });
        }
        case 'genuine-not-confirmed':
          return t('flags.text.genuine-not-confirmed');
        case 'missing-faces':
          return t(missingFacesKey(params.missing));
        default:
          return flag.detail;
      }
    },
    [t],
  );
}
