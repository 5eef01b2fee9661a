import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../queue-types';
import { AdminCoinCard } from '../admin-coin-card';
import { HistoryButton } from '../history-button';
import { ClaimNote } from './claim-note';
import { FlagChips } from './flag-chips';

interface ReviewDrawerProps {
  item: QueueItem;
  /** When this admin's claim ends (the server's answer, or 10 minutes from opening). */
  claimExpiresAt: string | null;
  deciding: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
  onClose: () => void;
}

/** The listing this admin has claimed, with its flags and the decisions; closing it gives the claim up. */
export function ReviewDrawer({ item, claimExpiresAt, deciding, onApprove, onReject, onEdit, onClose }: ReviewDrawerProps) {
  const { t } = useTranslation('moderation');
  const { coin } = item;
  const claim = claimExpiresAt
    ? {
        ...(item.claim ?? {
          coinId: coin.id,
          adminId: 0,
          adminName: '',
          claimedAt: '',
        }),
        expiresAt: claimExpiresAt,
      }
    : null;
  return (
    <Drawer open title={t('queue.reviewTitle', { title: coin.title })} onClose={onClose} size={560} className="queue-drawer">
      <AdminCoinCard
        coin={coin}
        showDescription
        actions={
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={deciding} onClick={onApprove}>
              {t('actions.approve')} <kbd className="queue-kbd queue-kbd--on-button">a</kbd>
            </Button>
            <Button danger icon={<CloseOutlined aria-hidden />} disabled={deciding} onClick={onReject}>
              {t('actions.reject')} <kbd className="queue-kbd queue-kbd--on-button">r</kbd>
            </Button>
            <Button icon={<EditOutlined aria-hidden />} disabled={deciding} onClick={onEdit}>
              {t('queue.editApprove')} <kbd className="queue-kbd queue-kbd--on-button">e</kbd>
            </Button>
            <HistoryButton coin={coin} />
          </Flex>
        }
      >
        <FlagChips flags={item.flags} />
        <ClaimNote claim={claim} mine />
      </AdminCoinCard>
    </Drawer>
  );
}
