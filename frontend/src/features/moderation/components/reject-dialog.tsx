import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The longest reason the dialog takes. */
const REASON_MAX_LENGTH = 500;

interface RejectDialogProps {
  title: string;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for an optional reason, which the seller sees beside the rejected listing. */
export function RejectDialog({ title, pending, onReject, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('moderation');
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open
      title={t('reject.title', { title })}
      okText={t('reject.confirm')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onReject(reason?.trim() ?? '')}>
        <Form.Item name="reason" label={t('reject.reason')} extra={t('reject.hint')}>
          <Input.TextArea rows={4} maxLength={REASON_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
