import { Link } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import './antiquity-notice.css';

/**
 * The law on coins more than 100 years old, with a link to the page that explains it: on the listing
 * form once the year makes the coin one, and on the page of a coin that is one.
 */
export function AntiquityNotice() {
  const { t } = useTranslation('coin-identity');
  return (
    <Alert
      type="warning"
      showIcon
      title={
        <>
          {t('antiquity.notice')}{' '}
          <Link to="/antiquities" className="antiquity-notice__link" aria-label={t('antiquity.learnMoreLabel')}>
            {t('antiquity.learnMore')}
          </Link>
        </>
      }
    />
  );
}
