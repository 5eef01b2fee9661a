import { ApiProperty } from '@nestjs/swagger';

export class CodeSentDto {
  @ApiProperty({ example: 'A code is on its way by SMS.' })
  message!: string;

  @ApiProperty({
    enum: ['sms', 'sandbox'],
    example: 'sms',
    description: '`sandbox`: SMS_PROVIDER=sandbox — nothing was sent; the code is in GET /api/sandbox/sms (development and tests)',
  })
  delivery!: 'sms' | 'sandbox';

  @ApiProperty({ example: 600, description: 'How long the code can be used' })
  expiresInSeconds!: number;

  @ApiProperty({ example: 60, description: 'When another code may be asked for' })
  resendAfterSeconds!: number;
}
