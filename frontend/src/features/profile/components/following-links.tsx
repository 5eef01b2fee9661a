import { HeartOutlined, SaveOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';

/** The ways to what the user follows: the coins they watch and their saved searches. */
export function FollowingLinks() {
  const { t } = useTranslation('profile');
  return (
    <Card title={<h2 className="profile-section-title">{t('following.title')}</h2>}>
      <div className="following-links">
        <ButtonLink to="/watchlist" icon={<HeartOutlined aria-hidden />} block>
          {t('following.watchlist')}
        </ButtonLink>
        <ButtonLink to="/saved-searches" icon={<SaveOutlined aria-hidden />} block>
          {t('following.savedSearches')}
        </ButtonLink>
      </div>
    </Card>
  );
}
