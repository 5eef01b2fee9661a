import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import './one-time-code-field.css';

/** The form field for a code sent by SMS: six digits, filled from the SMS where the phone offers it (Identity's words). */
export function OneTimeCodeField() {
  const { t } = useTranslation('identity');
  return (
    <Form.Item
      name="code"
      label={t('code.label')}
      extra={t('code.validFor')}
      rules={[
        { required: true, whitespace: true, message: t('code.required') },
        { pattern: /^\s*\d{3}[\s-]?\d{3}\s*$/, message: t('code.invalid') },
      ]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder={t('code.placeholder')} className="one-time-code-field" />
    </Form.Item>
  );
}
