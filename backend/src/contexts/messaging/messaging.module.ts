import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PushConversationChangesConsumer } from './application/consumers/push-conversation-changes.consumer';
import { ShareContactDetailsWhenOfferAcceptedConsumer } from './application/consumers/share-contact-details-when-offer-accepted.consumer';
import { MarkConversationReadHandler } from './application/commands/mark-conversation-read.handler';
import { SendMessageHandler } from './application/commands/send-message.handler';
import { StartConversationHandler } from './application/commands/start-conversation.handler';
import { CountListingConversationsHandler } from './application/queries/count-listing-conversations.handler';
import { GetConversationHandler } from './application/queries/get-conversation.handler';
import { GetResponseTimeHandler } from './application/queries/get-response-time.handler';
import { GetUnreadCountHandler } from './application/queries/get-unread-count.handler';
import { ListConversationsHandler } from './application/queries/list-conversations.handler';
import { ListMessagesHandler } from './application/queries/list-messages.handler';
import { ConversationEntity } from './infrastructure/conversation.entity';
import { ConversationViews } from './infrastructure/conversation-views';
import { Conversations } from './infrastructure/conversations';
import { MessageEntity } from './infrastructure/message.entity';
import { SendRateStore } from './infrastructure/send-rate.store';
import { ConversationsController } from './interface/conversations.controller';

/**
 * Messaging: conversations between a buyer and a seller about a listing, messages, read state; their
 * integration events in each conversation's outbox stream, and the pushes a durable consumer makes of them;
 * contact details in messages hidden from the other party until an offer in the conversation is accepted.
 */
@Module({
  imports: [MikroOrmModule.forFeature([ConversationEntity, MessageEntity])],
  controllers: [ConversationsController],
  providers: [
    Conversations,
    ConversationViews,
    SendRateStore,
    StartConversationHandler,
    SendMessageHandler,
    MarkConversationReadHandler,
    ListConversationsHandler,
    ListMessagesHandler,
    GetUnreadCountHandler,
    GetConversationHandler,
    CountListingConversationsHandler,
    GetResponseTimeHandler,
    PushConversationChangesConsumer,
    ShareContactDetailsWhenOfferAcceptedConsumer,
  ],
})
export class MessagingModule {}
