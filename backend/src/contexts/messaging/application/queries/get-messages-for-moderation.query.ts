import { Query } from '@nestjs/cqrs';

/** A message as the moderators see it when it is reported: its text as written, who sent it, in which conversation. */
export interface MessageForModeration {
  id: number;
  conversationId: number;
  /** The listing the conversation is about. */
  coinId: number;
  senderId: number;
  receiverId: number;
  buyerId: number;
  sellerId: number;
  /** As the sender wrote it (contact details are not hidden from moderators, decisions/0082). */
  text: string;
  sentAt: string;
}

/** Read-only, for the Moderation context's reports (decisions/0082). Unknown ids are absent from the answer. */
export class GetMessagesForModerationQuery extends Query<MessageForModeration[]> {
  constructor(readonly messageIds: readonly number[]) {
    super();
  }
}
