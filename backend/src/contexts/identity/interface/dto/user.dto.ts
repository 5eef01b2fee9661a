import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_TIERS, SubscriptionTier } from '../../../../platform/kernel/subscription-tier';

export class UserDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: 'Priya Sharma' })
  name!: string;

  @ApiProperty({ example: '9876543210', description: 'Normalised: the 10 digits, without +91' })
  mobileNumber!: string;

  @ApiProperty({ example: 'New Delhi, Delhi', nullable: true, type: String })
  location!: string | null;

  @ApiProperty({ enum: SUBSCRIPTION_TIERS, example: 'free' })
  subscriptionTier!: SubscriptionTier;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time', description: 'When a paid plan ends' })
  subscriptionExpiresAt!: string | null;

  @ApiProperty({ example: 0, description: "Listings created in the current calendar month (Asia/Kolkata), as the plan's monthly limit counts them" })
  coinsListedThisMonth!: number;

  @ApiProperty({
    example: '2026-10-31T18:30:00.000Z',
    type: String,
    format: 'date-time',
    description: 'When coinsListedThisMonth last started from 0: the 1st of the current month at midnight, Asia/Kolkata',
  })
  lastResetDate!: string;

  @ApiProperty({ example: false })
  isAdmin!: boolean;

  @ApiProperty({ example: true, description: 'The mobile number was verified with a one-time code sent to it by SMS (the "Phone verified" badge)' })
  phoneVerified!: boolean;

  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time', description: 'The end of the suspension in force; null when not suspended (or it has ended)' })
  suspendedUntil!: string | null;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why the user is suspended (admins see it in the users list); null when not suspended' })
  suspensionReason!: string | null;

  @ApiProperty({ example: '2025-06-01T10:00:00.000Z', format: 'date-time' })
  createdAt!: string;
}

export class UserListDto {
  @ApiProperty({ type: [UserDto] })
  users!: UserDto[];

  @ApiProperty({ example: 128, description: 'All users, regardless of limit and offset' })
  totalCount!: number;
}
