import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockParty } from '@/api/blocks/block-party';
import { useErrorNotification } from '@/components/use-error-notification';
import { useRefreshConversations } from '../api/refresh-conversations';
import { BlockPartyDialog } from './block-party-dialog';

interface BlockPartyActionProps {
  conversationId: number;
  viewerId: number;
  /** The other party, by name. */
  name: string;
}

/** "Block" in the conversation's header: confirmed in a dialog, then no messages or offers either way (decisions/0084). */
export function BlockPartyAction({ conversationId, viewerId, name }: BlockPartyActionProps) {
  const { t } = useTranslation('messaging');
  const notifyError = useErrorNotification();
  const [asking, setAsking] = useState(false);
  const block = useBlockParty(viewerId);
  const refresh = useRefreshConversations(viewerId);

  const confirm = () =>
    block.mutate(conversationId, {
      onSuccess: async () => {
        // The conversation's banner ("You blocked …") is the answer: no toast repeats it.
        await refresh();
        setAsking(false);
      },
      onError: (error) => notifyError(t('block.failed'), error),
    });

  return (
    <>
      {/* On a phone only the icon shows (the label stays for screen readers), so the coin's title keeps its room. */}
      <Button type="text" size="small" danger icon={<StopOutlined aria-hidden />} onClick={() => setAsking(true)} aria-haspopup="dialog" title={t('block.action')}>
        <span className="conversation__action-label">{t('block.action')}</span>
      </Button>
      <BlockPartyDialog open={asking} name={name} pending={block.isPending} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </>
  );
}
