import { HourglassOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../offer-rules';

/** The current time, refreshed every minute (the hours left count down). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Expires in 41 h": what is left of the step's 48 hours. */
export function OfferTimeLeft({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('offers');
  const left = timeLeft(expiresAt, useMinuteClock());
  const label = left === null ? t('expiresIn.now') : 'hours' in left ? t('expiresIn.hours', { count: left.hours }) : t('expiresIn.minutes', { count: left.minutes });
  return (
    <Typography.Text type="secondary" className="offer-card__time-left">
      <HourglassOutlined aria-hidden /> {label}
    </Typography.Text>
  );
}
