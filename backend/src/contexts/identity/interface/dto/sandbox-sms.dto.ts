import { ApiProperty } from '@nestjs/swagger';

export class SandboxSmsDto {
  @ApiProperty({ example: '9876543210' })
  mobileNumber!: string;

  @ApiProperty({ enum: ['verify-phone', 'reset-password'], example: 'reset-password' })
  purpose!: 'verify-phone' | 'reset-password';

  @ApiProperty({ example: '042917' })
  code!: string;

  @ApiProperty({ example: '042917 is your Sikka code to reset your password. It is valid for 10 minutes. Do not share it with anyone.' })
  text!: string;

  @ApiProperty({ example: '2026-11-29T10:00:00.000Z', format: 'date-time' })
  sentAt!: string;
}

export class SandboxSmsListDto {
  @ApiProperty({ type: [SandboxSmsDto], description: 'The last 10 messages of the day, newest first' })
  messages!: SandboxSmsDto[];
}
