import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, HourglassOutlined, RollbackOutlined, SwapOutlined, UnlockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '../types';

const LOOKS = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  accepted: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  released: { color: 'default', icon: <UnlockOutlined aria-hidden /> },
  countered: { color: 'blue', icon: <SwapOutlined aria-hidden /> },
  withdrawn: { color: 'default', icon: <RollbackOutlined aria-hidden /> },
  expired: { color: 'default', icon: <HourglassOutlined aria-hidden /> },
} satisfies Record<OfferStatus, { color: string; icon: ReactNode }>;

/** Pending, Countered, Accepted, Rejected, Released, Withdrawn or Expired, with an icon so the colour is not the only sign. */
export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  const { color, icon } = LOOKS[status];
  return (
    <Tag color={color} icon={icon}>
      {t(`status.${status}`)}
    </Tag>
  );
}
