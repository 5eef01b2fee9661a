import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { coinVocabularyQueryOptions } from '@/api/coin-vocabulary';
import { type Era, isAntiquityYear, toAdYear } from '@/lib/coin-era';
import { DEFAULT_ERA } from './identity-form-values';

/**
 * The AD year of the coin a listing form describes, worked out as the seller types (the form's `year`,
 * `era` and `ruler`; a regnal year needs the ruler's reign from the vocabulary), and whether that makes
 * it an antiquity. Call inside the form.
 */
export function useFormAdYear(): { era: Era; yearAd: number | null; isAntiquity: boolean; hasNumber: boolean } {
  const year = Form.useWatch<string | undefined>('year');
  const era = Form.useWatch<Era | undefined>('era') ?? DEFAULT_ERA;
  const ruler = Form.useWatch<string | undefined>('ruler');
  const { data: vocabulary } = useQuery(coinVocabularyQueryOptions);
  const yearAd = toAdYear({ year, era, ruler }, vocabulary?.rulers ?? []);
  return { era, yearAd, isAntiquity: isAntiquityYear(yearAd, new Date().getFullYear()), hasNumber: /\d/.test(year ?? '') };
}
