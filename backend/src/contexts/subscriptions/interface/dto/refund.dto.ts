import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../../platform/http/page-query.dto';

export const REFUND_STATUSES = ['pending', 'refunded', 'all'] as const;

export class RefundQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REFUND_STATUSES, default: 'pending', description: 'pending: still to refund; refunded: marked done; all' })
  @IsOptional()
  @IsIn([...REFUND_STATUSES], { message: 'status must be pending, refunded or all' })
  status: (typeof REFUND_STATUSES)[number] = 'pending';
}

export class RefundDto {
  @ApiProperty({ example: 'pay_Nk2sA1bC2dE3fG' })
  paymentId!: string;

  @ApiProperty({ type: String, nullable: true, example: 'order_Nk2rJ8xQ4bT7yW' })
  orderId!: string | null;

  @ApiProperty({ example: 42 })
  userId!: number;

  @ApiProperty({ type: String, nullable: true, example: 'Meera Nair' })
  userName!: string | null;

  @ApiProperty({ example: 19900, description: 'In paise' })
  amount!: number;

  @ApiProperty({ example: 'INR' })
  currency!: string;

  @ApiProperty({ example: 'planId basic is lower than your active Premium plan; it can be bought once the Premium plan ends' })
  reason!: string;

  @ApiProperty({ example: '2026-11-21T10:00:00.000Z', format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({ type: String, nullable: true, example: null, format: 'date-time' })
  refundedAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The admin who marked it refunded' })
  refundedBy!: number | null;
}

export class RefundListDto {
  @ApiProperty({ type: [RefundDto] })
  refunds!: RefundDto[];

  @ApiProperty({ example: 1 })
  totalCount!: number;
}
