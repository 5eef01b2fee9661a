import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_TIERS, SubscriptionTier } from '../../../../platform/kernel/subscription-tier';

export class PlanDto {
  @ApiProperty({ enum: SUBSCRIPTION_TIERS, example: 'basic' })
  id!: SubscriptionTier;

  @ApiProperty({ example: 'Basic' })
  name!: string;

  @ApiProperty({ example: 199, description: 'Price per period in whole rupees' })
  price!: number;

  @ApiProperty({ enum: ['INR'], example: 'INR' })
  currency!: 'INR';

  @ApiProperty({ type: [String], example: ['List up to 5 coins per month', 'Message sellers directly', 'Premium support'], description: 'In English; the web app shows its own translations' })
  features!: string[];

  @ApiProperty({ example: 5, description: 'New listings allowed per calendar month (Asia/Kolkata)' })
  coinListingLimit!: number;

  @ApiProperty({ example: 30, description: 'Days one payment buys; 0 for the free plan, which never ends' })
  duration!: number;
}
