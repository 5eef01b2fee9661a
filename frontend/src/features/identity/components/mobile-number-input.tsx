import { Input, type InputProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A text box for the 10 digits of an Indian mobile number, shown after a fixed +91. */
export function MobileNumberInput(props: InputProps) {
  const { t } = useTranslation('identity');
  return (
    <Space.Compact block>
      <Space.Addon>{t('fields.countryCode')}</Space.Addon>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('fields.mobileNumberPlaceholder')}
        {...props}
      />
    </Space.Compact>
  );
}
