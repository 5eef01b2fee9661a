import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCoin } from '../types';
import { HistoryDrawer } from './history-drawer';

/** Opens the listing's history drawer. */
export function HistoryButton({ coin }: { coin: AdminCoin }) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('actions.history')}
      </Button>
      {open && <HistoryDrawer coin={coin} onClose={() => setOpen(false)} />}
    </>
  );
}
