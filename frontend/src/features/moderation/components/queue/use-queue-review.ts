import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimListing, useReleaseListing } from '../../api/claim-listing';
import { useDecideListing } from '../../api/decide-listing';
import type { QueueDecision, QueueItem } from '../../queue-types';
import { useAdminNotify } from '../use-admin-notify';

/** What the admin is doing with the listing they hold: looking at it, picking a reason, or editing it. */
export type ReviewMode = 'view' | 'reject' | 'edit';

export interface ActiveReview {
  item: QueueItem;
  mode: ReviewMode;
  /** Opened in the review drawer (Enter), not only for a reason or an edit. */
  opened: boolean;
}

/**
 * The listing an admin is reviewing. Opening it (or starting a rejection or an edit) claims it: a 409
 * shows who holds it and nothing opens. A decision releases the claim on the server; closing without
 * deciding releases it here, as does leaving the queue.
 */
export function useQueueReview() {
  const { t } = useTranslation('moderation');
  const notify = useAdminNotify();
  const claim = useClaimListing();
  const release = useReleaseListing();
  const decide = useDecideListing();
  const [active, setActive] = useState<ActiveReview | null>(null);
  const [claimExpiresAt, setClaimExpiresAt] = useState<string | null>(null);
  const held = useRef<number | null>(null);
  held.current = active?.item.coin.id ?? null;

  useEffect(
    () => () => {
      if (held.current !== null) release.mutate(held.current);
    },
    // Only on leaving the queue.
    [],
  );

  const start = async (item: QueueItem, mode: ReviewMode, opened: boolean): Promise<void> => {
    if (active && active.item.coin.id === item.coin.id) {
      setActive({ item, mode, opened: active.opened || opened });
      return;
    }
    if (active) release.mutate(active.item.coin.id);
    try {
      const claimed = await claim.mutateAsync(item.coin.id);
      setClaimExpiresAt(claimed.expiresAt);
      setActive({ item, mode, opened });
    } catch (error) {
      setActive(null);
      notify.failure(error as Error);
    }
  };

  const close = () => {
    if (!active) return;
    setActive(null);
    release.mutate(active.item.coin.id);
  };

  /** Leaves a reason picker or an edit: back to the drawer when it was open, else the claim goes. */
  const back = () => {
    if (active?.opened && active.mode !== 'view') setActive({ ...active, mode: 'view' });
    else close();
  };

  const decideOn = async (item: QueueItem, decision: QueueDecision): Promise<boolean> => {
    try {
      await decide.mutateAsync({ id: item.coin.id, decision });
    } catch (error) {
      notify.failure(error as Error);
      return false;
    }
    if (held.current === item.coin.id) setActive(null);
    if (decision.approved) notify.success(t('review.approvedText'), t('review.approved'));
    else notify.success(t('review.rejectedText'), t('review.rejected'));
    return true;
  };

  return {
    active,
    claimExpiresAt,
    start,
    close,
    back,
    decideOn,
    claiming: claim.isPending,
    deciding: decide.isPending,
  };
}
