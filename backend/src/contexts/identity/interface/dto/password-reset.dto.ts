import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/user-rules';

// Checks run from the decorator nearest the property upwards (IsDefined always first): required, then text, then length.
export class PasswordResetCodeDto {
  @ApiProperty({ example: '+91 98765 43210', description: 'The number the account was registered with; +91, spaces and dashes are accepted' })
  @IsString({ message: 'mobileNumber must be text' })
  @IsDefined({ message: 'mobileNumber is required' })
  mobileNumber!: string;
}

export class PasswordResetDto extends PasswordResetCodeDto {
  @ApiProperty({ example: '042917', description: 'The 6 digits of the SMS (spaces and a dash are ignored)' })
  @IsString({ message: 'code must be text' })
  @IsDefined({ message: 'code is required' })
  code!: string;

  @ApiProperty({ example: 'a-new-long-passphrase', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password', description: 'The rules of registration' })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: `newPassword must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters` })
  @IsString({ message: 'newPassword must be text' })
  @IsDefined({ message: 'newPassword is required' })
  newPassword!: string;
}
