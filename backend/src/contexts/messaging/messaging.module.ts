import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PushBlockChangesConsumer } from './application/consumers/push-block-changes.consumer';
import { PushConversationChangesConsumer } from './application/consumers/push-conversation-changes.consumer';
import { ShareContactDetailsWhenOfferAcceptedConsumer } from './application/consumers/share-contact-details-when-offer-accepted.consumer';
import { BlockConversationPartyHandler } from './application/commands/block-conversation-party.handler';
import { MarkConversationReadHandler } from './application/commands/mark-conversation-read.handler';
import { SendMessageHandler } from './application/commands/send-message.handler';
import { StartConversationHandler } from './application/commands/start-conversation.handler';
import { UnblockPersonHandler } from './application/commands/unblock-person.handler';
import { CountListingConversationsHandler } from './application/queries/count-listing-conversations.handler';
import { GetConversationHandler } from './application/queries/get-conversation.handler';
import { GetMessagesForModerationHandler } from './application/queries/get-messages-for-moderation.handler';
import { GetResponseTimeHandler } from './application/queries/get-response-time.handler';
import { GetUnreadCountHandler } from './application/queries/get-unread-count.handler';
import { IsEitherBlockedHandler } from './application/queries/is-either-blocked.handler';
import { ListBlockedPeopleHandler } from './application/queries/list-blocked-people.handler';
import { ListConversationsHandler } from './application/queries/list-conversations.handler';
import { ListMessagesHandler } from './application/queries/list-messages.handler';
import { ConversationEntity } from './infrastructure/conversation.entity';
import { ConversationViews } from './infrastructure/conversation-views';
import { Conversations } from './infrastructure/conversations';
import { MessageEntity } from './infrastructure/message.entity';
import { SendRateStore } from './infrastructure/send-rate.store';
import { UserBlocks } from './infrastructure/user-blocks';
import { BlocksController } from './interface/blocks.controller';
import { ConversationsController } from './interface/conversations.controller';

/**
 * Messaging: conversations between a buyer and a seller about a listing, messages, read state; their
 * integration events in each conversation's outbox stream, and the pushes a durable consumer makes of them;
 * contact details in messages hidden from the other party until an offer in the conversation is accepted;
 * blocks between people, which stop messages and offers either way (decisions/0084).
 */
@Module({
  imports: [MikroOrmModule.forFeature([ConversationEntity, MessageEntity])],
  controllers: [ConversationsController, BlocksController],
  providers: [
    Conversations,
    ConversationViews,
    SendRateStore,
    UserBlocks,
    StartConversationHandler,
    SendMessageHandler,
    MarkConversationReadHandler,
    ListConversationsHandler,
    ListMessagesHandler,
    GetUnreadCountHandler,
    GetConversationHandler,
    GetMessagesForModerationHandler,
    CountListingConversationsHandler,
    GetResponseTimeHandler,
    BlockConversationPartyHandler,
    UnblockPersonHandler,
    IsEitherBlockedHandler,
    ListBlockedPeopleHandler,
    PushConversationChangesConsumer,
    ShareContactDetailsWhenOfferAcceptedConsumer,
    PushBlockChangesConsumer,
  ],
})
export class MessagingModule {}
