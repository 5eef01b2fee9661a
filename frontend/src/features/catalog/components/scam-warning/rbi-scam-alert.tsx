import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import './rbi-scam-alert.css';

/** The /sell screen's warning against the "RBI buys old coins for lakhs" scam (always shown there). */
export function RbiScamAlert() {
  const { t } = useTranslation('coin-identity');
  return (
    <div className="sell-scam-warning">
      <Alert type="warning" showIcon title={t('scam.title')} description={t('scam.text')} />
    </div>
  );
}
