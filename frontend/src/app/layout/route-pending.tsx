import { useTranslation } from 'react-i18next';
import './route-pending.css';

/**
 * The router's spinner while a screen or its data loads. Plain CSS, not antd's Spin: it can show before
 * the shell's antd chunk has arrived, and keeps antd out of the first load.
 */
export function RoutePending() {
  const { t } = useTranslation('common');
  return (
    <div className="route-pending" role="status">
      <span className="route-pending__ring" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
