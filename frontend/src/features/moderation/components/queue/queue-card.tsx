import { Checkbox, Tooltip } from 'antd';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgeLabel } from '@/components/use-age-label';
import { listingAge } from '@/lib/relative-age';
import { holdsBulkApproval, type QueueItem } from '../../queue-types';
import { AdminCoinCard } from '../admin-coin-card';
import { ClaimNote } from './claim-note';
import { FlagChips } from './flag-chips';

interface QueueCardProps {
  item: QueueItem;
  position: number;
  selected: boolean;
  /** This admin holds the claim (the listing is open here). */
  mine: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onSelect: () => void;
  cardRef?: Ref<HTMLDivElement>;
  actions: ReactNode;
}

/** One waiting listing: its flags, who is reviewing it, how long it has waited; selectable, and tickable for a bulk approval unless a flag holds it back. */
export function QueueCard({ item, position, selected, mine, checked, onCheck, onSelect, cardRef, actions }: QueueCardProps) {
  const { t } = useTranslation('moderation');
  const ageLabel = useAgeLabel();
  const flagged = holdsBulkApproval(item.flags);
  const tick = (
    <Checkbox checked={checked} disabled={flagged} onChange={(event) => onCheck(event.target.checked)}>
      {t('bulk.select')}
    </Checkbox>
  );
  return (
    <div
      ref={cardRef}
      role="group"
      tabIndex={selected ? 0 : -1}
      className={selected ? 'queue-card queue-card--selected' : 'queue-card'}
      aria-current={selected ? 'true' : undefined}
      aria-label={t('queue.itemLabel', { position, title: item.coin.title })}
      data-coin-id={item.coin.id}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onSelect();
      }}
      onClick={onSelect}
    >
      <AdminCoinCard
        coin={item.coin}
        showDescription
        actions={
          <>
            {actions}
            {flagged ? <Tooltip title={t('bulk.flaggedHint')}>{tick}</Tooltip> : tick}
          </>
        }
      >
        <p className="queue-card__waiting">{t('queue.waiting', { age: ageLabel(listingAge(item.waitingSince)) })}</p>
        <FlagChips flags={item.flags} />
        <ClaimNote claim={item.claim} mine={mine} />
      </AdminCoinCard>
    </div>
  );
}
