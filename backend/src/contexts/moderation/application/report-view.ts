import type { ReportAction, ReportReason, ReportTargetType } from '../domain/report-rules';

/** What Moderation tells the outside about reports (decisions/0082). */
export interface PersonRef {
  id: number;
  name: string;
}

/** A report as its reporter filed it. */
export interface ReportView {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  note: string | null;
  status: 'open' | 'resolved';
  createdAt: string;
}

/** A report as the admins read it: with who filed it and when it was resolved. */
export interface AdminReportView extends ReportView {
  reporter: PersonRef;
  resolvedAt: string | null;
}

/** An admin's action on a target's reports, as the history shows it. */
export interface ReportActionView {
  id: number;
  action: ReportAction;
  reason: string;
  admin: PersonRef;
  createdAt: string;
  /** The person suspended (suspend-user), null otherwise. */
  suspendedUser: PersonRef | null;
  suspendedUntil: string | null;
  reportsResolved: number;
}

/** `hidden`: hidden by the moderators, or its seller is suspended (decisions/0083). */
export type ListingState = 'pending' | 'live' | 'reserved' | 'sold' | 'hidden' | 'deleted';

/** The owner of a reported listing or message, with a suspension in force. */
export interface ReportedPersonRef extends PersonRef {
  suspendedUntil: string | null;
}

export interface ReportedListingView {
  id: number;
  title: string;
  imageUrl: string | null;
  price: number;
  status: ListingState;
  seller: ReportedPersonRef;
}

export interface ReportedUserView {
  id: number;
  name: string;
  joinedAt: string;
  phoneVerified: boolean;
  /** Their approved listings, sold ones included. */
  listingCount: number;
  suspendedUntil: string | null;
}

export interface ReportedMessageView {
  id: number;
  text: string;
  sentAt: string;
  sender: ReportedPersonRef;
  conversationId: number;
  listing: { id: number; title: string };
}

/** One reported thing with its reports and what was done about it; exactly one of listing, user, message is set (all null if it no longer exists). */
export interface ReportGroupView {
  targetType: ReportTargetType;
  targetId: number;
  listing: ReportedListingView | null;
  user: ReportedUserView | null;
  message: ReportedMessageView | null;
  reports: AdminReportView[];
  history: ReportActionView[];
}

export interface ReportsPage {
  items: ReportGroupView[];
  /** Targets with reports of the asked status, regardless of limit and offset. */
  totalCount: number;
}

/** The answer to an admin's action. */
export interface ReportActionResult {
  targetType: ReportTargetType;
  targetId: number;
  /** How many open reports this action resolved; 0 when they were already resolved (a retried action changes nothing). */
  resolvedReports: number;
  /** The action recorded now, or the latest recorded one when nothing was left to resolve. */
  action: ReportActionView | null;
}
