import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface BlockPartyDialogProps {
  open: boolean;
  /** The person to block, by name. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Block Rahul?": what a block does, and that it can be undone from the profile. */
export function BlockPartyDialog({ open, name, pending, onConfirm, onCancel }: BlockPartyDialogProps) {
  const { t } = useTranslation('messaging');
  return (
    <Modal
      open={open}
      title={t('block.confirmTitle', { name })}
      okText={t('block.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('block.cancel')}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t('block.explain', { name })}</p>
      <p className="block-dialog__undo">{t('block.undo')}</p>
    </Modal>
  );
}
