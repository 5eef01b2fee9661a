import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Avatar, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PhoneVerifiedBadge } from '@/components/phone-verified-badge';
import type { ProfileUser } from '../types';

/** Initial avatar, name, mobile number (with "Phone verified" once it is), location and the plan badge (Upgrade, or Active + Manage). */
export function ProfileCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const paid = user.subscriptionTier !== 'free';

  return (
    <Card className="profile-card">
      <div className="profile-card__identity">
        <Avatar size={72} className="profile-card__avatar" aria-hidden>
          {user.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <div className="profile-card__details">
          <Typography.Title level={2} className="profile-card__name">
            {user.name}
          </Typography.Title>
          <Typography.Text type="secondary" className="profile-card__line">
            <PhoneOutlined aria-hidden /> <span className="profile-card__number">+91 {user.mobileNumber}</span>
            {user.phoneVerified && <PhoneVerifiedBadge />}
          </Typography.Text>
          <Typography.Text type="secondary" className="profile-card__line">
            <EnvironmentOutlined aria-hidden /> <span>{user.location ?? t('noLocation')}</span>
          </Typography.Text>
        </div>
      </div>
      <div className="profile-card__plan">
        <div>
          <Typography.Text type="secondary">{t('plan.label')}</Typography.Text>
          <div className="profile-card__plan-name">
            <Typography.Text strong>{t(`plan.${user.subscriptionTier}`)}</Typography.Text>
            {paid && <Tag color="green">{t('plan.active')}</Tag>}
          </div>
        </div>
        <ButtonLink to="/subscription" color="primary" variant={paid ? 'outlined' : 'solid'}>
          {paid ? t('plan.manage') : t('plan.upgrade')}
        </ButtonLink>
      </div>
    </Card>
  );
}
