import { InstagramOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_CHAT_URL, SOCIAL_URL } from '@/config/site';

/** The community chat and social page (new tabs), and signing out. */
export function ProfileLinks({ signOut }: { signOut: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={<h2 className="profile-section-title">{t('links.title')}</h2>}>
      <div className="profile-links">
        <Button href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" icon={<WhatsAppOutlined aria-hidden />} block>
          {t('links.community')} <span className="visually-hidden">{t('links.newTab')}</span>
        </Button>
        <Button href={SOCIAL_URL} target="_blank" rel="noopener noreferrer" icon={<InstagramOutlined aria-hidden />} block>
          {t('links.social')} <span className="visually-hidden">{t('links.newTab')}</span>
        </Button>
        <div className="profile-links__sign-out">{signOut}</div>
      </div>
    </Card>
  );
}
