import { CrownOutlined, TagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import type { Listing } from '../types';
import { MakeOfferDialog } from './make-offer-dialog';

interface ListingOfferActionProps {
  listing: Listing;
  conversationId: number;
  userId: number;
  /** Premium buyers make offers; others are offered the upgrade. */
  mayOffer: boolean;
}

/** Make Offer (opening the offer form) for premium buyers, Upgrade to Offer for everyone else. */
export function ListingOfferAction({ listing, conversationId, userId, mayOffer }: ListingOfferActionProps) {
  const { t } = useTranslation('offers');
  const [open, setOpen] = useState(false);
  if (!mayOffer) {
    return (
      <ButtonLink to="/subscription" search={{ plan: 'premium', from: 'offer', conversation: conversationId }} icon={<CrownOutlined aria-hidden />}>
        {t('upgradeToOffer')}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
        type="primary"
        icon={<TagOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('makeOfferOn', { title: listing.title })}
      >
        {t('makeOffer')}
      </Button>
      <MakeOfferDialog
        open={open}
        onClose={() => setOpen(false)}
        listing={listing}
        conversationId={conversationId}
        userId={userId}
      />
    </>
  );
}
