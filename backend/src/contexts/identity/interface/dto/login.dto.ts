import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../domain/user-rules';

// The validation pipe reports each field's first failure, and class-validator runs a field's checks
// from the decorator nearest the property upwards (IsDefined always first): required, then text, then length.
export class LoginDto {
  @ApiProperty({ example: '9876543210', description: 'The number registered with; +91, spaces and dashes are accepted' })
  @IsNotEmpty({ message: 'mobileNumber is required' })
  @IsString({ message: 'mobileNumber must be text' })
  @IsDefined({ message: 'mobileNumber is required' })
  mobileNumber!: string;

  @ApiProperty({ example: 'a-long-passphrase', format: 'password' })
  @MaxLength(PASSWORD_MAX, { message: `password must be at most ${PASSWORD_MAX} characters` })
  @IsNotEmpty({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @IsDefined({ message: 'password is required' })
  password!: string;
}
