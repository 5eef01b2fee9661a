import { CheckOutlined, CloseOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../queue-types';
import { QueueCard } from './queue-card';

interface QueueListProps {
  items: QueueItem[];
  selectedId: number | null;
  /** The listing this admin has open (claimed). */
  mineId: number | null;
  checked: ReadonlySet<number>;
  onCheck: (id: number, checked: boolean) => void;
  onSelect: (id: number) => void;
  cardRef: (id: number) => (element: HTMLDivElement | null) => void;
  onOpen: (item: QueueItem) => void;
  onApprove: (item: QueueItem) => void;
  onReject: (item: QueueItem) => void;
  /** A decision or claim is on its way: the buttons wait. */
  busy: boolean;
}

/** The waiting listings in order, each with Review (which claims it). */
export function QueueList({
  items,
  selectedId,
  mineId,
  checked,
  onCheck,
  onSelect,
  cardRef,
  onOpen,
  onApprove,
  onReject,
  busy,
}: QueueListProps) {
  const { t } = useTranslation('moderation');
  return (
    <ol className="admin-list queue-list" aria-label={t('queue.listLabel')}>
      {items.map((item, index) => (
        <li key={item.coin.id}>
          <QueueCard
            item={item}
            position={index + 1}
            selected={item.coin.id === selectedId}
            mine={item.coin.id === mineId}
            checked={checked.has(item.coin.id)}
            onCheck={(value) => onCheck(item.coin.id, value)}
            onSelect={() => onSelect(item.coin.id)}
            cardRef={cardRef(item.coin.id)}
            actions={
              <>
                <Button icon={<FolderOpenOutlined aria-hidden />} disabled={busy} onClick={() => onOpen(item)}>
                  {t('queue.open')}
                </Button>
                <Button type="primary" icon={<CheckOutlined aria-hidden />} disabled={busy} onClick={() => onApprove(item)}>
                  {t('actions.approve')}
                </Button>
                <Button danger icon={<CloseOutlined aria-hidden />} disabled={busy} onClick={() => onReject(item)}>
                  {t('actions.reject')}
                </Button>
              </>
            }
          />
        </li>
      ))}
    </ol>
  );
}
