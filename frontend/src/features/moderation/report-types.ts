import type { components } from '@/api/schema';

/** One reported listing, user or message with its reports and the history of actions on it (decisions/0082). */
export type ReportGroup = components['schemas']['ReportGroupDto'];
export type AdminReport = components['schemas']['AdminReportDto'];
export type ReportActionEntry = components['schemas']['ReportActionDto'];
export type ReportStatus = 'open' | 'resolved';
export type ReportActionKind = 'dismiss' | 'hide-listing' | 'suspend-user';

/** The lengths of a suspension the admin picks from, in days. */
export const SUSPENSION_LENGTHS = [1, 7, 30, 90] as const;

/** The actions an admin may take on a target: hiding only a listing. */
export function actionsFor(group: Pick<ReportGroup, 'targetType'>): ReportActionKind[] {
  return group.targetType === 'listing' ? ['dismiss', 'hide-listing', 'suspend-user'] : ['dismiss', 'suspend-user'];
}

/** Who a suspension would suspend: the listing's seller, the message's sender, or the reported user. */
export function ownerOf(group: ReportGroup): { id: number; name: string } | null {
  if (group.listing) return group.listing.seller;
  if (group.message) return group.message.sender;
  if (group.user) return { id: group.user.id, name: group.user.name };
  return null;
}
