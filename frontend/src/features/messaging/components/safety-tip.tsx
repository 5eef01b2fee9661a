import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The tip at the start of every conversation (issue 14): how not to be cheated by a stranger. */
export function SafetyTip() {
  const { t } = useTranslation('messaging');
  return (
    <aside className="chat__safety" aria-label={t('chat.safetyTitle')}>
      <SafetyOutlined className="chat__safety-icon" aria-hidden />
      <p className="chat__safety-text">
        <strong>{t('chat.safetyTitle')}:</strong> {t('chat.safetyTip')}
      </p>
    </aside>
  );
}
