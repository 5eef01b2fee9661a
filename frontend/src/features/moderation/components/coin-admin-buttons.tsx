import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminDeleteCoin } from '../api/delete-coin';
import { useAdminMarkSold } from '../api/mark-sold';
import type { AdminCoin } from '../types';
import { EditCoinDialog } from './edit-coin-dialog';
import { useAdminNotify } from './use-admin-notify';

/** Edit, Mark as Sold (disabled once sold) and Delete after confirmation. */
export function CoinAdminButtons({ coin }: { coin: AdminCoin }) {
  const { t } = useTranslation('moderation');
  const markSold = useAdminMarkSold();
  const remove = useAdminDeleteCoin();
  const notify = useAdminNotify();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
        {t('actions.edit')}
      </Button>
      <Button
        icon={<CheckCircleOutlined aria-hidden />}
        disabled={coin.isSold}
        loading={markSold.isPending}
        onClick={() =>
          markSold.mutate(coin.id, { onSuccess: () => notify.success(t('toast.markedSold')), onError: notify.failure })
        }
      >
        {t('actions.markSold')}
      </Button>
      <Popconfirm
        title={t('delete.confirm')}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.cancel')}
        onConfirm={() =>
          // The deleted card leaves the list, dropping mutate()'s callbacks; the promise still settles.
          void remove.mutateAsync(coin.id).then(() => notify.success(t('toast.deleted')), notify.failure)
        }
      >
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
      {editing && <EditCoinDialog coin={coin} onClose={() => setEditing(false)} />}
    </>
  );
}
