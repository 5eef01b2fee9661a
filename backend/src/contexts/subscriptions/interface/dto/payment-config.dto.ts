import { ApiProperty } from '@nestjs/swagger';

export class PaymentConfigDto {
  @ApiProperty({ enum: ['razorpay', 'sandbox'], example: 'sandbox', description: 'razorpay when the server has RAZORPAY_KEY_ID, else the built-in sandbox' })
  mode!: 'razorpay' | 'sandbox';

  @ApiProperty({ type: String, nullable: true, example: null, description: "Razorpay's public key id for its checkout; null in sandbox mode" })
  keyId!: string | null;
}
