import { FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTargetType } from '@/api/reports/file-report';
import './report-action.css';

const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

interface ReportActionProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Who or what is reported, named in the dialog's title. */
  targetName?: string;
  /** A quiet text link (under another person's message) instead of a button. */
  look?: 'button' | 'link';
}

/**
 * "Report" on the coin page (a listing), the seller page (a user) and the other party's messages: opens
 * the report dialog. The screens show it only to a signed-in viewer who is not the owner.
 */
export function ReportAction({ targetType, targetId, targetName, look = 'button' }: ReportActionProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  const label = t(`action.${targetType}`);
  return (
    <>
      {look === 'link' ? (
        <Button type="link" size="small" className="report-action report-action--link" onClick={() => setOpen(true)}>
          {label}
        </Button>
      ) : (
        <Button type="text" size="small" danger icon={<FlagOutlined aria-hidden />} className="report-action" onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} targetName={targetName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
