import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './page-spinner.css';

/** Centred spinner shown while a screen waits for data such as the session. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-spinner" role="status">
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
