import { CameraOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingFaces } from '@/components/coin/gallery/photo-faces';
import type { Coin } from '../../types';
import { EditListingDialog } from '../listings/edit-listing-dialog';

/**
 * The seller's nudge on their own listing (My Listings, and its page) when its photos lack the
 * obverse or the reverse: buyers decide from both faces. "Add photos" opens the listing's edit. Not
 * on a sold listing, which can no longer be changed.
 */
export function MissingFacesHint({ coin, className }: { coin: Coin; className?: string }) {
  const { t } = useTranslation('gallery');
  const [editing, setEditing] = useState(false);
  const missing = missingFaces(coin.images);
  if (coin.isSold || missing.length === 0) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<CameraOutlined aria-hidden />}
        className={className}
        title={t('hint.title')}
        description={
          // The button under the words: a phone's width cannot hold both side by side.
          <Flex vertical align="flex-start" gap={8}>
            <span>{t(missing.length === 2 ? 'hint.missing.both' : `hint.missing.${missing[0] ?? 'obverse'}`)}</span>
            <Button size="small" icon={<CameraOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('hint.action')}
            </Button>
          </Flex>
        }
      />
      {editing && <EditListingDialog coin={coin} onClose={() => setEditing(false)} />}
    </>
  );
}
