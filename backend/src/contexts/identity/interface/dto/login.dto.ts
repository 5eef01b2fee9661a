import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../domain/user-rules';

export class LoginDto {
  @ApiProperty({ example: '9876543210', description: 'The number registered with; +91, spaces and dashes are accepted' })
  @IsString({ message: 'mobileNumber must be text' })
  @IsNotEmpty({ message: 'mobileNumber is required' })
  mobileNumber!: string;

  @ApiProperty({ example: 'a-long-passphrase', format: 'password' })
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(PASSWORD_MAX, { message: `password must be at most ${PASSWORD_MAX} characters` })
  password!: string;
}
