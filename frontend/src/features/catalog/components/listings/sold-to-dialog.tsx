import { Modal, Radio, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinBuyer } from '@/api/coin-buyers';

const NOBODY_NAMED = 0;

interface SoldToDialogProps {
  coinTitle: string;
  buyers: CoinBuyer[];
  pending: boolean;
  onCancel: () => void;
  /** The conversation of the buyer chosen, or undefined for "someone else". */
  onConfirm: (conversationId: number | undefined) => void;
}

/**
 * "Who bought it?" when a coin with conversations is marked sold: one of the people who wrote about
 * it (the two may then rate each other, decisions/0086) or someone else, unsaid.
 */
export function SoldToDialog({ coinTitle, buyers, pending, onCancel, onConfirm }: SoldToDialogProps) {
  const { t } = useTranslation('catalog');
  const [choice, setChoice] = useState<number>(NOBODY_NAMED);
  const labelId = useId();
  return (
    <Modal
      open
      title={t('listings.soldTo.title', { title: coinTitle })}
      okText={t('listings.markSold')}
      cancelText={t('listings.cancel')}
      onOk={() => onConfirm(choice === NOBODY_NAMED ? undefined : choice)}
      onCancel={onCancel}
      confirmLoading={pending}
    >
      <p id={labelId}>{t('listings.soldTo.question')}</p>
      <Radio.Group aria-labelledby={labelId} value={choice} onChange={(event) => setChoice(event.target.value as number)}>
        <Space direction="vertical">
          {buyers.map((buyer) => (
            <Radio key={buyer.conversationId} value={buyer.conversationId}>
              {buyer.name}
            </Radio>
          ))}
          <Radio value={NOBODY_NAMED}>{t('listings.soldTo.someoneElse')}</Radio>
        </Space>
      </Radio.Group>
      <p className="sold-to__hint">{t('listings.soldTo.hint')}</p>
    </Modal>
  );
}
