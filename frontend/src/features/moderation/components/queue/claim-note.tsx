import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueueClaim } from '../../queue-types';
import { useNow } from './use-now';

const MINUTE = 60_000;

/** "Asha Rao is reviewing · 8 min left" while a claim holds; nothing once it has expired (it is free). */
export function ClaimNote({ claim, mine }: { claim: QueueClaim | null; mine: boolean }) {
  const { t } = useTranslation('moderation');
  // Re-rendered every 15 s; the time is read now, not when the clock last ticked.
  useNow(15_000);
  if (!claim) return null;
  const left = new Date(claim.expiresAt).getTime() - Date.now();
  if (left <= 0) return null;
  const minutes = Math.max(1, Math.ceil(left / MINUTE));
  return (
    <p className={mine ? 'queue-claim queue-claim--mine' : 'queue-claim'}>
      <EyeOutlined aria-hidden /> {mine ? t('claim.you', { count: minutes }) : t('claim.other', { name: claim.adminName, count: minutes })}
    </p>
  );
}
