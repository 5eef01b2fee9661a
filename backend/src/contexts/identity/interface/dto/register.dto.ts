import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Length } from 'class-validator';
import { LOCATION_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../../domain/user-rules';

// The validation pipe reports each field's first failure, and class-validator runs a field's checks
// from the decorator nearest the property upwards (IsDefined always first): required, then text, then length.
export class RegisterDto {
  @ApiProperty({ example: 'Priya Sharma', minLength: NAME_MIN, maxLength: NAME_MAX, description: 'Trimmed before the length check' })
  @IsString({ message: 'name must be text' })
  @IsDefined({ message: 'name is required' })
  name!: string;

  @ApiProperty({
    example: '+91 98765 43210',
    description: 'An Indian mobile number (10 digits starting 6-9). +91, 91, spaces and dashes are accepted; it is stored as the 10 digits.',
  })
  @IsString({ message: 'mobileNumber must be text' })
  @IsDefined({ message: 'mobileNumber is required' })
  mobileNumber!: string;

  @ApiPropertyOptional({ example: 'New Delhi, Delhi', maxLength: LOCATION_MAX, nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  location?: string | null;

  @ApiProperty({ example: 'a-long-passphrase', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: `password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters` })
  @IsString({ message: 'password must be text' })
  @IsDefined({ message: 'password is required' })
  password!: string;
}
