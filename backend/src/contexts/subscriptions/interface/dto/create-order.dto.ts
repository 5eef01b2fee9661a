import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAID_PLAN_IDS, PaidPlanId } from '../../domain/plans';

export const ORDER_AMOUNT_MAX = 500_000;

export class CreateOrderDto {
  @ApiProperty({ example: 199, minimum: 1, maximum: ORDER_AMOUNT_MAX, description: 'Whole rupees' })
  @Min(1, { message: 'amount must be at least 1' })
  @Max(ORDER_AMOUNT_MAX, { message: `amount must be at most ${ORDER_AMOUNT_MAX}` })
  @IsInt({ message: 'amount must be a whole number of rupees' })
  amount!: number;

  @ApiProperty({ enum: ['INR'], example: 'INR' })
  @IsIn(['INR'], { message: 'currency must be INR' })
  currency!: 'INR';

  @ApiPropertyOptional({
    enum: PAID_PLAN_IDS,
    example: 'basic',
    description: 'The plan this order pays for. Then the amount must be its price, and a webhook can finish the activation if the browser is closed.',
  })
  @IsOptional()
  @IsIn([...PAID_PLAN_IDS], { message: 'planId must be basic or premium' })
  planId?: PaidPlanId;
}

export class OrderDto {
  @ApiProperty({ example: 'order_Nk2rJ8xQ4bT7yW' })
  id!: string;

  @ApiProperty({ example: 19900, description: 'In paise, as the payment provider counts it' })
  amount!: number;

  @ApiProperty({ example: 'INR' })
  currency!: string;
}
