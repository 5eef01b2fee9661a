import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** What Razorpay's checkout (or the sandbox) hands back after a payment; the body of POST /api/verify-payment. */
export class CheckoutResultDto {
  @ApiProperty({ example: 'order_Nk2rJ8xQ4bT7yW' })
  @IsString({ message: 'razorpay_order_id must be text' })
  @Matches(/^order_[A-Za-z0-9]{1,34}$/, { message: 'razorpay_order_id must look like order_XXXXXXXXXXXXXX' })
  razorpay_order_id!: string;

  @ApiProperty({ example: 'pay_Nk2sA1bC2dE3fG' })
  @IsString({ message: 'razorpay_payment_id must be text' })
  @Matches(/^pay_[A-Za-z0-9]{1,36}$/, { message: 'razorpay_payment_id must look like pay_XXXXXXXXXXXXXX' })
  razorpay_payment_id!: string;

  @ApiProperty({ example: '5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592', description: 'Hex HMAC-SHA256 of order_id|payment_id' })
  @IsString({ message: 'razorpay_signature must be text' })
  @Matches(/^[0-9a-f]{64}$/, { message: 'razorpay_signature must be 64 hexadecimal characters' })
  razorpay_signature!: string;
}

export class VerifiedPaymentDto {
  @ApiProperty({ example: true, enum: [true] })
  verified!: true;

  @ApiProperty({ example: 'order_Nk2rJ8xQ4bT7yW' })
  orderId!: string;

  @ApiProperty({ example: 'pay_Nk2sA1bC2dE3fG' })
  paymentId!: string;

  @ApiProperty({ example: 19900, description: 'In paise' })
  amount!: number;

  @ApiProperty({ example: 'INR' })
  currency!: string;
}
