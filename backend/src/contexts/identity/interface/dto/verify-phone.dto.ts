import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString } from 'class-validator';

export class VerifyPhoneDto {
  @ApiProperty({ example: '042917', description: 'The 6 digits of the SMS (spaces and a dash are ignored)' })
  @IsString({ message: 'code must be text' })
  @IsDefined({ message: 'code is required' })
  code!: string;
}
