import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What decides whether, and why, a listing is out of public sight (decisions/0083). */
interface HiddenFacts {
  isHidden: boolean;
  hiddenReason: string | null;
  sellerSuspended: boolean;
}

/**
 * For the seller and admins (only they ever see a hidden listing): "Hidden by the moderators: …" with
 * the reason, or hidden while the seller is suspended. Nothing for a listing in public sight.
 */
export function HiddenListingNotice({ coin, className }: { coin: HiddenFacts; className?: string }) {
  const { t } = useTranslation('suspension');
  if (!coin.isHidden) return null;
  const byModerators = coin.hiddenReason !== null;
  return (
    <Alert
      className={className}
      type={byModerators ? 'error' : 'warning'}
      showIcon
      icon={<EyeInvisibleOutlined aria-hidden />}
      title={byModerators ? t('hidden.byModerators', { reason: coin.hiddenReason }) : t('hidden.sellerSuspended')}
      description={byModerators ? t('hidden.byModeratorsHelp') : t('hidden.sellerSuspendedHelp')}
    />
  );
}

/** The short "Hidden" badge beside a hidden listing's status tags. */
export function HiddenTag({ coin }: { coin: Pick<HiddenFacts, 'isHidden'> }) {
  const { t } = useTranslation('suspension');
  return coin.isHidden ? (
    <Tag color="red" icon={<EyeInvisibleOutlined aria-hidden />}>
      {t('hidden.tag')}
    </Tag>
  ) : null;
}
