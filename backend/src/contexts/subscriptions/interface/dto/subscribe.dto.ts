import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { PAID_PLAN_IDS, PaidPlanId } from '../../domain/plans';

export class SubscribeDto {
  @ApiProperty({ enum: PAID_PLAN_IDS, example: 'basic' })
  @IsIn([...PAID_PLAN_IDS], { message: 'planId must be basic or premium' })
  planId!: PaidPlanId;

  @ApiProperty({ example: 'pay_Nk2sA1bC2dE3fG', description: 'A payment verified through POST /api/verify-payment' })
  @IsString({ message: 'paymentId must be text' })
  @Matches(/^pay_[A-Za-z0-9]{1,36}$/, { message: 'paymentId must look like pay_XXXXXXXXXXXXXX' })
  paymentId!: string;
}

export class SubscriptionDto {
  @ApiProperty({ enum: PAID_PLAN_IDS, example: 'basic' })
  planId!: PaidPlanId;

  @ApiProperty({ example: 'pay_Nk2sA1bC2dE3fG' })
  paymentId!: string;

  @ApiProperty({ enum: ['active', 'superseded', 'expired'], example: 'active' })
  status!: 'active' | 'superseded' | 'expired';

  @ApiProperty({ example: '2026-11-21T10:00:00.000Z', format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ example: '2026-12-21T10:00:00.000Z', format: 'date-time' })
  expiresAt!: string;
}
