import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERAS } from '@/lib/coin-era';
import { useFormAdYear } from './use-form-ad-year';
import { useIdentityLabels } from './use-identity-labels';

/**
 * The calendar spec.md's year is written in (none chosen reads as AD), with the AD year it stands for
 * once there is one.
 */
export function EraField() {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  const { era, yearAd, hasNumber } = useFormAdYear();
  const notes = [t('fields.eraHint')];
  if (era !== 'AD' && yearAd !== null) notes.push(t('fields.eraAdYear', { year: yearAd }));
  if (era === 'RY' && hasNumber && yearAd === null) notes.push(t('fields.eraNeedsRuler'));
  return (
    <Form.Item name="era" label={t('fields.era')} extra={notes.join(' ')}>
      <Select allowClear placeholder={labels.eraOption('AD')} options={ERAS.map((value) => ({ value, label: labels.eraOption(value) }))} />
    </Form.Item>
  );
}
