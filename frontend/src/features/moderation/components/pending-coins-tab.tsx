import { QueueTab } from './queue/queue-tab';

/** The Pending Coins tab: the team's review queue. */
export function PendingCoinsTab() {
  return <QueueTab />;
}
