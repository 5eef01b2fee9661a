import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface CoinStatusTagsProps {
  status: 'pending' | 'approved' | 'rejected';
  isSold: boolean;
  /** An accepted offer holds it until the seller sells or releases it. */
  isReserved?: boolean;
  /** The public detail says Verified; the seller's and admin's screens say Approved (spec §2). */
  approvedAs?: 'verified' | 'approved';
}

/** Review status, Sold and Reserved, as coloured tags. */
export function CoinStatusTags({ status, isSold, isReserved = false, approvedAs = 'approved' }: CoinStatusTagsProps) {
  const { t } = useTranslation('coin');
  return (
    <>
      {isSold && <Tag color="red">{t('status.sold')}</Tag>}
      {isReserved && !isSold && (
        <Tag color="purple" icon={<LockOutlined aria-hidden />}>
          {t('status.reserved')}
        </Tag>
      )}
      {status === 'approved' && (
        <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
          {t(`status.${approvedAs}`)}
        </Tag>
      )}
      {status === 'pending' && (
        <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />}>
          {t('status.pending')}
        </Tag>
      )}
      {status === 'rejected' && (
        <Tag color="volcano" icon={<CloseCircleOutlined aria-hidden />}>
          {t('status.rejected')}
        </Tag>
      )}
    </>
  );
}
