import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface CoinStatusTagsProps {
  status: 'pending' | 'approved' | 'rejected';
  isSold: boolean;
  /** The public detail says Verified; the seller's and admin's screens say Approved (spec §2). */
  approvedAs?: 'verified' | 'approved';
}

/** Review status and Sold, as coloured tags. */
export function CoinStatusTags({ status, isSold, approvedAs = 'approved' }: CoinStatusTagsProps) {
  const { t } = useTranslation('coin');
  return (
    <>
      {isSold && <Tag color="red">{t('status.sold')}</Tag>}
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
