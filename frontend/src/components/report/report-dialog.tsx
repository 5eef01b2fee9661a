import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportTargetType, useFileReport } from '@/api/reports/file-report';
import { useErrorNotification } from '@/components/use-error-notification';
import './report.css';

interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Who or what is reported, named in the title (a user's name; a listing's title). */
  targetName?: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Why the viewer reports a listing, a user or a message (POST /api/reports): one reason, and a note the
 * moderators read (required with "Something else"). A second report of the same thing is told kindly.
 */
export function ReportDialog({ targetType, targetId, targetName, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('report');
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const file = useFileReport();
  const reasonProblem = touched && reason === null ? t('dialog.reasonRequired') : null;
  const noteProblem = touched && reason === 'other' && note.trim() === '' ? t('dialog.noteRequired') : null;

  const submit = () => {
    setTouched(true);
    if (reason === null || (reason === 'other' && note.trim() === '')) return;
    file.mutate(
      { targetType, targetId, reason, note },
      {
        onSuccess: () => {
          notification.success({
            title: t('sent.title'),
            description: t('sent.description'),
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notification.info({
              title: t('already.title'),
              description: t('already.description'),
            });
            onClose();
          } else notifyError(t('dialog.failed'), error);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={targetName ? t(`dialog.titleNamed.${targetType}`, { name: targetName }) : t(`dialog.title.${targetType}`)}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={file.isPending}
      okButtonProps={{ danger: true }}
      className="report-dialog"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('dialog.lead')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('dialog.reason')} validateStatus={reasonProblem ? 'error' : undefined} help={reasonProblem}>
          <Radio.Group
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            aria-label={t('dialog.reason')}
            className="report-dialog__reasons"
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={REPORT_REASONS.map((value) => ({
              value,
              label: t(`reasons.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={reason === 'other' ? t('dialog.noteRequiredLabel') : t('dialog.note')}
          extra={noteProblem ? undefined : t('dialog.noteHint')}
          validateStatus={noteProblem ? 'error' : undefined}
          help={noteProblem}
        >
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            showCount
            aria-label={reason === 'other' ? t('dialog.noteRequiredLabel') : t('dialog.note')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
