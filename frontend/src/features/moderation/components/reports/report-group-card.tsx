import { DeleteOutlined, EyeInvisibleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, ownerOf, type ReportActionKind, type ReportGroup, type ReportStatus } from '../../report-types';
import { ReportActionDialog } from './report-action-dialog';
import { ReportHistory } from './report-history';
import { ReportList } from './report-list';
import { ReportedTarget } from './reported-target';

const ICONS: Record<ReportActionKind, ReactNode> = {
  dismiss: <DeleteOutlined aria-hidden />,
  'hide-listing': <EyeInvisibleOutlined aria-hidden />,
  'suspend-user': <StopOutlined aria-hidden />,
};

/** One reported listing, person or message: the target in context, its reports, what can be done about them and what was done before. */
export function ReportGroupCard({ group, status }: { group: ReportGroup; status: ReportStatus }) {
  const { t } = useTranslation('admin-reports');
  const [action, setAction] = useState<ReportActionKind | null>(null);
  const owner = ownerOf(group);
  const label = t(`kind.${group.targetType}`);
  return (
    <Card
      className="report-group"
      role="group"
      aria-label={t('group.label', { kind: label, count: group.reports.length })}
      data-target={`${group.targetType}-${group.targetId}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag>{label}</Tag>
          <h2 className="report-group__heading">{t(status === 'open' ? 'group.open' : 'group.resolved', { count: group.reports.length })}</h2>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <ReportedTarget group={group} />
        <ReportList reports={group.reports} />
        {status === 'open' && (
          <Flex gap={8} wrap className="report-group__actions">
            {actionsFor(group).map((kind) => (
              <Button key={kind} icon={ICONS[kind]} danger={kind !== 'dismiss'} onClick={() => setAction(kind)}>
                {t(`actions.${kind}`, { name: owner?.name ?? '' })}
              </Button>
            ))}
          </Flex>
        )}
        <ReportHistory history={group.history} />
      </Flex>
      {action && <ReportActionDialog group={group} action={action} onClose={() => setAction(null)} />}
    </Card>
  );
}
