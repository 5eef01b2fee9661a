import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MESSAGE_MAX } from '../../domain/message-rules';

export class PartyDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma' })
  name!: string;
}

export class ConversationCoinDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;

  @ApiProperty({ example: 4500, description: 'Whole rupees' })
  price!: number;

  @ApiProperty({ nullable: true, type: String, example: '/uploads/coins/2b1f.webp' })
  imageUrl!: string | null;

  @ApiProperty({ example: false })
  isSold!: boolean;

  @ApiProperty({ example: false, description: 'The listing was deleted; the conversation keeps working' })
  isRemoved!: boolean;
}

export class LastMessageDto {
  @ApiProperty({ example: 'Is the price negotiable?' })
  content!: string;

  @ApiProperty({ example: false, description: 'True when mobile numbers, e-mail addresses or UPI ids in `content` are shown to the caller as •••••• because no offer in the conversation has been accepted yet; the sender always reads their own text as typed' })
  contactDetailsHidden!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: 8 })
  senderId!: number;
}

export class ConversationDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 8 })
  buyerId!: number;

  @ApiProperty({ example: 7 })
  sellerId!: number;

  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ nullable: true, type: Number, example: 19 })
  lastMessageId!: number | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'Time of the last message (or of the start)' })
  updatedAt!: string;

  @ApiProperty({ type: PartyDto })
  buyer!: PartyDto;

  @ApiProperty({ type: PartyDto })
  seller!: PartyDto;

  @ApiProperty({ type: ConversationCoinDto })
  coin!: ConversationCoinDto;

  @ApiProperty({ type: LastMessageDto, nullable: true })
  lastMessage!: LastMessageDto | null;

  @ApiProperty({ example: 2, description: 'Messages to the caller not read yet' })
  unreadCount!: number;

  @ApiProperty({ example: false, description: "An offer in this conversation was accepted: both parties' contact details in messages are shown" })
  contactDetailsShared!: boolean;

  @ApiProperty({ example: false, description: 'The caller blocked the other party: no messages or offers either way until the caller unblocks them (DELETE /api/blocks/{userId}); the conversation stays readable' })
  blockedByMe!: boolean;

  @ApiProperty({ example: false, description: 'The other party blocked the caller: the caller cannot send messages or make or accept offers here; the conversation stays readable' })
  blockedMe!: boolean;

  @ApiProperty({ example: false, description: "The other party's account is suspended by the administrators" })
  otherPartySuspended!: boolean;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: null, description: 'When the suspension of the other party ends (null when not suspended)' })
  otherPartySuspendedUntil!: string | null;
}

export class MessageDto {
  @ApiProperty({ example: 19 })
  id!: number;

  @ApiProperty({ example: 3 })
  conversationId!: number;

  @ApiProperty({ example: 8 })
  senderId!: number;

  @ApiProperty({ example: 7 })
  receiverId!: number;

  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ example: 'Is the price negotiable?', description: 'As the caller may read it: see contactDetailsHidden' })
  content!: string;

  @ApiProperty({ example: false, description: 'True when mobile numbers, e-mail addresses or UPI ids in `content` are shown to the caller as •••••• because no offer in the conversation has been accepted yet; the sender always reads their own text as typed' })
  contactDetailsHidden!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: false })
  isRead!: boolean;
}

export class SendMessageDto {
  @ApiProperty({ example: 'Is the price negotiable?', minLength: 1, maxLength: MESSAGE_MAX, description: 'Trimmed; 1 to 2000 characters' })
  @IsString({ message: 'content must be text' })
  content!: string;
}

export class UnreadCountDto {
  @ApiProperty({ example: 3 })
  unreadCount!: number;
}
