import { EnvironmentOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneVerifiedBadge } from '@/components/phone-verified-badge';
import { SellerStanding } from '@/components/reviews/seller-standing';
import type { Seller } from '../../types';
import './seller-identity.css';

interface SellerIdentityProps {
  seller: Seller;
  /** The name as the place shows it: a link on the coin detail, a heading on the seller page. */
  name: ReactNode;
  /** The initial the avatar shows. */
  initial: string;
  avatarSize: number;
  /** The median reply time in chat, where the place knows it. */
  medianResponseSeconds?: number | null;
}

/**
 * A seller's initial, name, "Phone verified" when it is, location (or "Location not specified"), "Member since {year}",
 * and their standing: stars, "Verified seller", completed deals and reply time.
 */
export function SellerIdentity({ seller, name, initial, avatarSize, medianResponseSeconds }: SellerIdentityProps) {
  const { t } = useTranslation('catalog');
  return (
    <Flex gap={avatarSize / 4} align="center">
      <Avatar size={avatarSize} className="seller-identity__avatar" aria-hidden>
        {initial.toUpperCase()}
      </Avatar>
      <Flex vertical align="start">
        {name}
        {seller.phoneVerified && <PhoneVerifiedBadge />}
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {seller.location?.trim() || t('seller.noLocation')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('seller.memberSince', { year: new Date(seller.createdAt).getFullYear() })}
        </Typography.Text>
        <SellerStanding seller={seller} medianResponseSeconds={medianResponseSeconds} />
      </Flex>
    </Flex>
  );
}
