import { Command } from '@nestjs/cqrs';

/** The reader has fetched the conversation: messages to them in it are read. Answers how many changed. */
export class MarkConversationReadCommand extends Command<number> {
  constructor(
    readonly conversationId: number,
    readonly readerId: number,
  ) {
    super();
  }
}
