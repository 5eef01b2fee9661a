import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApproveManyResult } from '../../queue-types';

interface BulkApproveBarProps {
  selectedCount: number;
  /** Listings on screen no flag holds back, for "Select all ready to approve". */
  selectableCount: number;
  pending: boolean;
  result: ApproveManyResult | null;
  titleOf: (id: number) => string;
  onSelectAll: () => void;
  onClear: () => void;
  onApprove: () => void;
  onDismissResult: () => void;
}

/** Approve several unflagged listings at once, and what the server skipped and why. */
export function BulkApproveBar(props: BulkApproveBarProps) {
  const { t } = useTranslation('moderation');
  const { selectedCount, selectableCount, pending, result } = props;
  return (
    <>
      <Flex gap={8} wrap align="center" className="queue-bulk">
        <Button size="small" disabled={selectableCount === 0} onClick={props.onSelectAll}>
          {t('bulk.selectAll', { count: selectableCount })}
        </Button>
        {selectedCount > 0 && (
          <>
            <Button size="small" onClick={props.onClear}>
              {t('bulk.clear')}
            </Button>
            <Button size="small" type="primary" icon={<CheckOutlined aria-hidden />} loading={pending} onClick={props.onApprove}>
              {t('bulk.approve', { count: selectedCount })}
            </Button>
          </>
        )}
      </Flex>
      {result && (
        <Alert
          className="queue-bulk__result"
          type={result.skipped.length > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: props.onDismissResult }}
          title={t('bulk.result', { count: result.approved.length })}
          description={
            result.skipped.length > 0 && (
              <ul className="queue-bulk__skipped">
                {result.skipped.map(({ id, reason }) => (
                  <li key={id}>
                    {t('bulk.skipped', {
                      title: props.titleOf(id),
                      reason: t(`bulk.reasons.${reason}`, {
                        defaultValue: reason,
                      }),
                    })}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </>
  );
}
