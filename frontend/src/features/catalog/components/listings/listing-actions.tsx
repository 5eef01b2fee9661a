import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CoinBuyer, fetchCoinBuyers } from '@/api/coin-buyers';
import { ButtonLink } from '@/components/button-link';
import { useErrorNotification } from '@/components/use-error-notification';
import { useDeleteCoin } from '../../api/delete-coin';
import { useMarkSold } from '../../api/mark-sold';
import type { Coin } from '../../types';
import { EditListingDialog } from './edit-listing-dialog';

export function ViewButton({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  return (
    <ButtonLink to="/coin/$id" params={{ id: coin.id }} icon={<EyeOutlined aria-hidden />}>
      {t('listings.view')}
    </ButtonLink>
  );
}

/** Edit, for a listing that is not sold (a rejected one is edited from its rejection notice). */
export function EditButton({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
        {t('listings.edit')}
      </Button>
      {editing && <EditListingDialog coin={coin} onClose={() => setEditing(false)} />}
    </>
  );
}

/** Every action a seller has on one of their rows, where it applies (both management screens). */
export function OwnListingActions({ coin }: { coin: Coin }) {
  return (
    <>
      <ViewButton coin={coin} />
      {!coin.isSold && coin.status !== 'rejected' && <EditButton coin={coin} />}
      <MarkSoldButton coin={coin} />
      <DeleteButton coin={coin} />
    </>
  );
}

/** "Who bought it?" is fetched when first needed, not with the coin page. */
const SoldToDialog = lazy(() => import('./sold-to-dialog').then((m) => ({ default: m.SoldToDialog })));

/**
 * Mark as Sold; disabled once sold (selling is one-way). When people wrote to the seller about the
 * coin, the seller is asked which of them bought it (or someone else), so the two can rate each other
 * (decisions/0086); a coin an accepted offer reserves, or that nobody wrote about, is marked at once.
 */
export function MarkSoldButton({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const markSold = useMarkSold();
  const client = useQueryClient();
  const { notification } = App.useApp();
  const [asking, setAsking] = useState(false);
  const [buyers, setBuyers] = useState<CoinBuyer[] | null>(null);

  const run = (conversationId?: number) =>
    markSold.mutate(
      { id: coin.id, conversationId },
      {
        onSuccess: () => {
          setBuyers(null);
          notification.success({ title: t('listings.sold.title'), description: t('listings.sold.description') });
        },
        onError: (error) =>
          notification.error({
            title: t('listings.sold.failed'),
            description: error.message || t('listings.sold.failedFallback'),
          }),
      },
    );

  const onClick = async () => {
    if (coin.isReserved) return run();
    setAsking(true);
    const found = await fetchCoinBuyers(client, coin.id).catch(() => []);
    setAsking(false);
    if (found.length === 0) return run();
    setBuyers(found);
  };

  return (
    <>
      <Button icon={<CheckCircleOutlined aria-hidden />} disabled={coin.isSold} loading={markSold.isPending || asking} onClick={() => void onClick()}>
        {t('listings.markSold')}
      </Button>
      {buyers && (
        <Suspense fallback={null}>
          <SoldToDialog coinTitle={coin.title} buyers={buyers} pending={markSold.isPending} onCancel={() => setBuyers(null)} onConfirm={run} />
        </Suspense>
      )}
    </>
  );
}

/** Delete, after the seller confirms. */
export function DeleteButton({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const remove = useDeleteCoin();
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  const run = () =>
    remove.mutate(coin.id, {
      onSuccess: () =>
        notification.success({ title: t('listings.deleted.title'), description: t('listings.deleted.description') }),
      onError: (error) => notifyError(t('listings.deleted.failed'), error),
    });

  return (
    <Popconfirm
      title={t('listings.deleteConfirm')}
      okText={t('listings.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('listings.cancel')}
      onConfirm={run}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
        {t('listings.delete')}
      </Button>
    </Popconfirm>
  );
}
