import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { RUPEES_MAX, RUPEES_MIN } from '../../../../platform/kernel/money';
import {
  COUNTER_AMOUNT_ABOVE_MAX_MESSAGE,
  COUNTER_AMOUNT_MESSAGE,
  MAX_COUNTER_ROUNDS,
  OFFER_AMOUNT_ABOVE_MAX_MESSAGE,
  OFFER_AMOUNT_MESSAGE,
  OFFER_MESSAGE_MAX,
  OfferDecision,
} from '../../domain/offer';

const STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'released', 'withdrawn', 'expired'];
const DECISIONS: OfferDecision[] = ['accepted', 'rejected', 'countered', 'withdrawn'];

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

export class OfferStepDto {
  @ApiProperty({ enum: ['made', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired', 'released'], example: 'countered' })
  type!: string;

  @ApiProperty({ enum: ['seller', 'buyer'], nullable: true, type: String, example: 'seller', description: 'Who took the step; null when the system did' })
  by!: string | null;

  @ApiProperty({ nullable: true, type: Number, example: 4600, description: 'The amount the step put on the table or agreed (made, countered, accepted)' })
  amount!: number | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: null,
    description: 'rejected: seller, buyer, listing-sold, listing-removed or listing-reserved; expired: who did not answer (seller or buyer)',
  })
  cause!: string | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
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
    enum: STATUSES,
    example: 'pending',
    description:
      '`pending`: waits for the seller; `countered`: a counter-offer is on the table (`awaiting` says for whom); `released`: accepted, then the seller released the coin\'s reservation without selling it; `withdrawn`: by the buyer; `expired`: unanswered for 48 hours',
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

  @ApiProperty({ example: 4600, description: 'The amount on the table now: the offer\'s, then the last counter\'s; once accepted, the agreed price' })
  currentAmount!: number;

  @ApiProperty({ nullable: true, type: Number, example: 4600, description: "The last counter-offer's amount; null while nobody has countered" })
  counterAmount!: number | null;

  @ApiProperty({ enum: ['seller', 'buyer'], nullable: true, type: String, example: 'buyer', description: 'Who must answer while it is open; null once closed' })
  awaiting!: string | null;

  @ApiProperty({ example: 1, minimum: 0, maximum: MAX_COUNTER_ROUNDS, description: `Counter-offers so far (at most ${MAX_COUNTER_ROUNDS})` })
  round!: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the current step expires unanswered (48 hours after it); null once closed' })
  expiresAt!: string | null;

  @ApiProperty({ type: [OfferStepDto], description: 'The negotiation, oldest step first' })
  history!: OfferStepDto[];
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
  @ApiProperty({
    enum: DECISIONS,
    example: 'accepted',
    description: 'accepted, rejected or countered by whoever the offer waits for (`awaiting`); withdrawn by the buyer while it is open',
  })
  @IsIn(DECISIONS, { message: 'status must be accepted, rejected, countered or withdrawn' })
  status!: OfferDecision;

  @ApiPropertyOptional({ example: 4600, minimum: 1, type: Number, description: 'Whole rupees; required with `countered`, and only with it' })
  @ValidateIf((body: DecideOfferDto) => body.status === 'countered' || body.counterAmount !== undefined)
  @Transform(digitsToNumber)
  @Max(RUPEES_MAX, { message: COUNTER_AMOUNT_ABOVE_MAX_MESSAGE })
  @Min(RUPEES_MIN, { message: COUNTER_AMOUNT_MESSAGE })
  @IsInt({ message: COUNTER_AMOUNT_MESSAGE })
  counterAmount?: number;
}

export class AwaitingConversationDto {
  @ApiProperty({ example: 3 })
  conversationId!: number;

  @ApiProperty({ example: 1 })
  awaitingCount!: number;
}

export class AwaitingOffersDto {
  @ApiProperty({ example: 2, description: 'Open offers waiting for your answer: fresh offers and counter-offers on your listings, and counter-offers to your own offers' })
  awaitingCount!: number;

  @ApiProperty({ type: [AwaitingConversationDto], description: 'The same per conversation, only those with some' })
  conversations!: AwaitingConversationDto[];
}
