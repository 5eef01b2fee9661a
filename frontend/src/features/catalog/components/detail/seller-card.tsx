import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerProfileQueryOptions } from '../../api/seller-profile';
import type { Seller } from '../../types';
import { SellerIdentity } from '../seller/seller-identity';

interface SellerCardProps {
  seller: Seller;
  /** The viewer's action: Message Seller, or the owner's notice. */
  action?: ReactNode;
}

/** Who sells the coin: initial, name, location, member-since year and standing, linking to their public page. */
export function SellerCard({ seller, action }: SellerCardProps) {
  const { t } = useTranslation('catalog');
  const name = seller.name.trim() || t('seller.unknown');
  // The reply time is the profile's (a pending listing's seller may have none: then it is left out).
  const profile = useQuery({ ...sellerProfileQueryOptions(seller.id), retry: false });
  return (
    <Card size="small" title={<h2 className="coin-detail__card-title">{t('seller.title')}</h2>}>
      <SellerIdentity
        seller={seller}
        initial={name.charAt(0)}
        avatarSize={48}
        medianResponseSeconds={profile.data?.medianResponseSeconds}
        name={
          <Link to="/sellers/$sellerId" params={{ sellerId: seller.id }} className="coin-detail__seller-name">
            {name}
          </Link>
        }
      />
      {action && <div className="coin-detail__seller-action">{action}</div>}
    </Card>
  );
}
