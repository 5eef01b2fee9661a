import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueQueryOptions } from '../../api/queue';
import type { FlagKind } from '../../queue-types';
import { EditCoinDialog } from '../edit-coin-dialog';
import { BulkApproveBar } from './bulk-approve-bar';
import { FlagFilter } from './flag-filter';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import type { QueueKeyAction } from './queue-key-map';
import { QueueList } from './queue-list';
import { useQueueSelection } from './queue-selection';
import { ReasonPicker } from './reason-picker';
import { ReviewDrawer } from './review-drawer';
import { useBulkApproval } from './use-bulk-approval';
import { useQueueKeys } from './use-queue-keys';
import { useQueueLive } from './use-queue-live';
import { useQueueReview } from './use-queue-review';
import './queue.css';

/** The team's review queue (the Pending Coins tab): oldest first, flags, claims, keyboard, bulk approval. */
export function QueueTab() {
  const { t } = useTranslation('moderation');
  const [flag, setFlag] = useState<FlagKind | ''>('');
  const [helpOpen, setHelpOpen] = useState(false);
  const queue = useQuery(queueQueryOptions(flag));
  const items = queue.data?.items ?? [];
  const selection = useQueueSelection(items);
  const review = useQueueReview();
  const bulk = useBulkApproval(items);
  useQueueLive();

  const { active } = review;
  const dialogOpen = helpOpen || (active !== null && active.mode !== 'view');
  const target = active?.opened ? active.item : selection.selected;

  useQueueKeys(!dialogOpen, (action: QueueKeyAction) => {
    if (action === 'help') return setHelpOpen(true);
    if (action === 'next' || action === 'previous') {
      if (!active?.opened) selection.move(action === 'next' ? 1 : -1);
      return undefined;
    }
    if (!target || review.claiming || review.deciding) return undefined;
    if (action === 'approve') return void review.decideOn(target, { approved: true });
    if (action === 'reject') return void review.start(target, 'reject', false);
    if (action === 'edit') return void review.start(target, 'edit', false);
    return void review.start(target, 'view', true);
  });

  const position = selection.index + 1;
  return (
    <section className="queue" aria-labelledby="queue-heading">
      <Flex justify="space-between" align="center" gap={8} wrap className="queue-toolbar">
        <Typography.Title level={2} id="queue-heading" className="queue-toolbar__title">
          {queue.data ? t('queue.heading', { count: queue.data.totalCount }) : t('tabs.pending')}
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <FlagFilter value={flag} onChange={setFlag} />
          <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={() => setHelpOpen(true)}>
            {t('keys.button')} <kbd className="queue-kbd queue-kbd--on-button">?</kbd>
          </Button>
        </Flex>
      </Flex>
      <p className="queue-toolbar__hint">{t('queue.hint')}</p>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {selection.selected &&
          t('queue.announce', {
            position,
            total: items.length,
            title: selection.selected.coin.title,
          })}
      </div>
      {queue.isError && <Alert type="error" showIcon title={t('pending.failed')} description={queue.error.message} />}
      {queue.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {queue.data && items.length === 0 && <Empty description={flag ? t('queue.emptyFiltered') : t('pending.empty')} />}
      {items.length > 0 && (
        <>
          <BulkApproveBar {...bulk.barProps} />
          <QueueList
            items={items}
            selectedId={selection.selected?.coin.id ?? null}
            mineId={active?.item.coin.id ?? null}
            checked={bulk.checked}
            onCheck={bulk.setChecked}
            onSelect={selection.select}
            cardRef={selection.cardRef}
            onOpen={(item) => void review.start(item, 'view', true)}
            onApprove={(item) => void review.decideOn(item, { approved: true })}
            onReject={(item) => void review.start(item, 'reject', false)}
            busy={review.claiming || review.deciding}
          />
        </>
      )}
      {active?.opened && (
        <ReviewDrawer
          item={active.item}
          claimExpiresAt={review.claimExpiresAt}
          deciding={review.deciding}
          onApprove={() => void review.decideOn(active.item, { approved: true })}
          onReject={() => void review.start(active.item, 'reject', true)}
          onEdit={() => void review.start(active.item, 'edit', true)}
          onClose={review.close}
        />
      )}
      {active?.mode === 'reject' && (
        <ReasonPicker
          title={active.item.coin.title}
          pending={review.deciding}
          onConfirm={(choice) => void review.decideOn(active.item, { approved: false, ...choice })}
          onCancel={review.back}
        />
      )}
      {active?.mode === 'edit' && (
        <EditCoinDialog
          coin={active.item.coin}
          submitLabel={t('queue.saveApprove')}
          submitting={review.deciding}
          onSubmit={(edit) => void review.decideOn(active.item, { approved: true, edit })}
          onClose={review.back}
        />
      )}
      {helpOpen && <KeyboardHelpDialog onClose={() => setHelpOpen(false)} />}
    </section>
  );
}
