import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_DAYS, useSuspendUser } from '../api/suspend-user';
import type { AdminUser } from '../types';
import { useAdminNotify } from './use-admin-notify';

export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 500;

interface SuspendValues {
  days: number;
  reason: string;
}

interface SuspendUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * Suspends a user for 1, 7, 30 or 90 days with a reason they are shown (decisions/0083): they cannot
 * sign in until then and their listings are hidden. A suspended user's new suspension replaces the old.
 */
export function SuspendUserDialog({ user, onClose }: SuspendUserDialogProps) {
  const { t } = useTranslation('suspension');
  const [form] = Form.useForm<SuspendValues>();
  const suspend = useSuspendUser();
  const notify = useAdminNotify();

  const submit = ({ days, reason }: SuspendValues) =>
    suspend.mutate(
      { userId: user.id, days, reason },
      {
        onSuccess: () => {
          notify.success(t('admin.suspended', { name: user.name, count: days }));
          onClose();
        },
        onError: notify.failure,
      },
    );

  return (
    <Modal
      open
      title={t('admin.dialogTitle', { name: user.name })}
      okText={t('admin.confirm')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={suspend.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.lead')}</Typography.Paragraph>
      <Form<SuspendValues> form={form} name={`suspend-user-${user.id}`} layout="vertical" requiredMark={false} initialValues={{ days: 7, reason: '' }} onFinish={submit}>
        <Form.Item name="days" label={t('admin.length')}>
          <Radio.Group optionType="button" options={SUSPENSION_DAYS.map((value) => ({ value, label: t('admin.days', { count: value }) }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('admin.reason')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                (value ?? '').trim().length >= SUSPENSION_REASON_MIN ? Promise.resolve() : Promise.reject(new Error(t('admin.reasonRequired', { min: SUSPENSION_REASON_MIN }))),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={SUSPENSION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
