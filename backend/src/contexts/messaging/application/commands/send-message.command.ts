import { Command } from '@nestjs/cqrs';
import type { MessageView } from '../conversation-view';

export class SendMessageCommand extends Command<MessageView> {
  constructor(
    readonly conversationId: number,
    readonly senderId: number,
    readonly content: string,
  ) {
    super();
  }
}
