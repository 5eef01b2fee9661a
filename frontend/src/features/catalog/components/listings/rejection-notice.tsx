import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRejectionText } from '@/components/coin/use-rejection-text';
import type { Coin } from '../../types';
import { EditListingDialog } from './edit-listing-dialog';

/** Why an admin rejected the listing, and Edit and resubmit. */
export function RejectionNotice({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const rejectionText = useRejectionText();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 8 }}
        title={t('rejection.title')}
        description={
          // The button under the reason, not beside it: a catalogue reason is a sentence or two, which a
          // phone's width cannot hold beside a button.
          <Flex vertical align="flex-start" gap={8}>
            <span>{rejectionText(coin) ?? t('rejection.noReason')}</span>
            <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('rejection.resubmit')}
            </Button>
          </Flex>
        }
      />
      {editing && <EditListingDialog coin={coin} onClose={() => setEditing(false)} />}
    </>
  );
}
