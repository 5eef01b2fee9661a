import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdentityRules } from '@/components/coin/identity/use-identity-rules';

/** The required "this coin is genuine — not a replica, restrike or fantasy piece" box of a new listing. */
export function GenuineConfirmation() {
  const { t } = useTranslation('coin-identity');
  const rules = useIdentityRules();
  return (
    <Form.Item name="genuineConfirmed" valuePropName="checked" rules={rules.genuine} required className="listing-form__genuine">
      <Checkbox>{t('fields.genuine')}</Checkbox>
    </Form.Item>
  );
}
