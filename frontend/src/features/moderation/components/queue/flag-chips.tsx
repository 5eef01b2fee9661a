import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { QueueFlag } from '../../queue-types';
import { useFlagText } from './use-flag-text';

/** A queue item's auto-flags, each saying why. */
export function FlagChips({ flags }: { flags: QueueFlag[] }) {
  const flagText = useFlagText();
  if (flags.length === 0) return null;
  return (
    <ul className="queue-flags">
      {flags.map((flag) => (
        <li key={`${flag.kind}-${flag.detail}`}>
          <Tag color="warning" icon={<WarningOutlined aria-hidden />} className="queue-flags__flag">
            {flagText(flag)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
