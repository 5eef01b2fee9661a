import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const KEYS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'open'],
  ['a', 'approve'],
  ['r', 'reject'],
  ['1–7', 'reason'],
  ['e', 'edit'],
  ['?', 'help'],
] as const;

/** The queue's keyboard shortcuts (the ? key). */
export function KeyboardHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('moderation');
  return (
    <Modal open title={t('keys.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <dl className="queue-keys">
        {KEYS.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd className="queue-kbd">{key}</kbd>
            </dt>
            <dd>{t(`keys.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="queue-keys__note">{t('keys.note')}</p>
    </Modal>
  );
}
