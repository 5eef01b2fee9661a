import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { RUPEES_MAX, RUPEES_MIN } from '../../../../platform/kernel/money';
import { OFFER_AMOUNT_ABOVE_MAX_MESSAGE, OFFER_AMOUNT_MESSAGE, OFFER_MESSAGE_MAX, OfferDecision } from '../../domain/offer';

/** Digits sent as text ("4000") are read as the number they write; anything else is checked as sent. */
const digitsToNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

export class OfferCoinDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: '1835 William IV One Rupee' })
  title!: string;

  @ApiProperty({ example: 4500, description: 'The asking price, whole rupees' })
  price!: number;
}

export class OfferBuyerDto {
  @ApiProperty({ example: 8 })
  id!: number;

  @ApiProperty({ example: 'Ananya Iyer' })
  name!: string;
}

export class OfferDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ example: 8 })
  buyerId!: number;

  @ApiProperty({ example: 7 })
  sellerId!: number;

  @ApiProperty({ example: 42 })
  coinId!: number;

  @ApiProperty({ example: 3 })
  conversationId!: number;

  @ApiProperty({ example: 4000, description: 'Whole rupees' })
  offerAmount!: number;

  @ApiProperty({ example: 'Can you do 4,000 with registered post?', nullable: true, type: String })
  message!: string | null;

  @ApiProperty({
    enum: ['pending', 'accepted', 'rejected', 'released'],
    example: 'pending',
    description: '`released`: accepted, then the seller released the coin\'s reservation without selling it',
  })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: OfferCoinDto })
  coin!: OfferCoinDto;

  @ApiProperty({ type: OfferBuyerDto })
  buyer!: OfferBuyerDto;
}

export class MakeOfferDto {
  @ApiProperty({ example: 42, description: "One of the conversation's seller's approved, unsold listings" })
  @Min(1, { message: 'coinId must be a positive whole number' })
  @IsInt({ message: 'coinId must be a positive whole number' })
  coinId!: number;

  @ApiProperty({ example: 4000, minimum: 1, type: Number, description: 'Whole rupees (checked by the offer rules, so the message names offerAmount)' })
  @Transform(digitsToNumber)
  @Max(RUPEES_MAX, { message: OFFER_AMOUNT_ABOVE_MAX_MESSAGE })
  @Min(RUPEES_MIN, { message: OFFER_AMOUNT_MESSAGE })
  @IsInt({ message: OFFER_AMOUNT_MESSAGE })
  offerAmount!: number;

  @ApiPropertyOptional({ example: 'Can you do 4,000 with registered post?', maxLength: OFFER_MESSAGE_MAX })
  @IsOptional()
  @IsString({ message: 'message must be text' })
  message?: string;
}

export class DecideOfferDto {
  @ApiProperty({ enum: ['accepted', 'rejected'], example: 'accepted' })
  @IsIn(['accepted', 'rejected'], { message: 'status must be accepted or rejected' })
  status!: OfferDecision;
}

export class AwaitingConversationDto {
  @ApiProperty({ example: 3 })
  conversationId!: number;

  @ApiProperty({ example: 1 })
  awaitingCount!: number;
}

export class AwaitingOffersDto {
  @ApiProperty({ example: 2, description: 'Pending offers on your listings, waiting for you to accept or reject them' })
  awaitingCount!: number;

  @ApiProperty({ type: [AwaitingConversationDto], description: 'The same per conversation, only those with some' })
  conversations!: AwaitingConversationDto[];
}
