import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActOnReports } from '../../api/act-on-reports';
import { ownerOf, type ReportActionKind, type ReportGroup, SUSPENSION_LENGTHS } from '../../report-types';
import { useAdminNotify } from '../use-admin-notify';

export const ACTION_REASON_MIN = 3;
export const ACTION_REASON_MAX = 500;

interface ReportActionDialogProps {
  group: ReportGroup;
  action: ReportActionKind;
  onClose: () => void;
}

/**
 * The admin's reason for dismissing the reports, hiding the listing or suspending its owner (and for
 * how long): recorded in the history and, for a hidden listing or a suspension, shown to the person.
 */
export function ReportActionDialog({ group, action, onClose }: ReportActionDialogProps) {
  const { t } = useTranslation('admin-reports');
  const notify = useAdminNotify();
  const act = useActOnReports();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number>(7);
  const [touched, setTouched] = useState(false);
  const owner = ownerOf(group);
  const trimmed = reason.trim();
  const reasonProblem = touched && trimmed.length < ACTION_REASON_MIN ? t('action.reasonRequired', { min: ACTION_REASON_MIN }) : null;

  const submit = () => {
    setTouched(true);
    if (trimmed.length < ACTION_REASON_MIN) return;
    // The promise, not mutate's callbacks: those are dropped when the card (and this dialog) leaves the list as the reports are read again.
    act.mutateAsync({ group, action, reason, days: action === 'suspend-user' ? days : undefined }).then(
      (result) => {
        notify.success(t(`done.${action}`, { name: owner?.name ?? '', count: result.resolvedReports }));
        onClose();
      },
      notify.failure,
    );
  };

  return (
    <Modal
      open
      title={t(`action.title.${action}`, { name: owner?.name ?? '' })}
      okText={t(`action.confirm.${action}`)}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: action !== 'dismiss' }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={act.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`action.lead.${action}`, { count: group.reports.length })}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        {action === 'suspend-user' && (
          <Form.Item label={t('action.length')}>
            <Radio.Group
              value={days}
              onChange={(event) => setDays(event.target.value as number)}
              optionType="button"
              aria-label={t('action.length')}
              options={SUSPENSION_LENGTHS.map((value) => ({ value, label: t('action.days', { count: value }) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          label={action === 'dismiss' ? t('action.reasonDismiss') : t('action.reasonShown')}
          validateStatus={reasonProblem ? 'error' : undefined}
          help={reasonProblem}
        >
          <Input.TextArea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={ACTION_REASON_MAX}
            rows={3}
            showCount
            aria-label={action === 'dismiss' ? t('action.reasonDismiss') : t('action.reasonShown')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
