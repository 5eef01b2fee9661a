import { EditOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../../types';
import { EditListingDialog } from './edit-listing-dialog';

/** Why an admin rejected the listing, and Edit and resubmit. */
export function RejectionNotice({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 8 }}
        title={t('rejection.title')}
        description={coin.rejectionReason ?? t('rejection.noReason')}
        action={
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('rejection.resubmit')}
          </Button>
        }
      />
      {editing && <EditListingDialog coin={coin} onClose={() => setEditing(false)} />}
    </>
  );
}
