import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SUSPENSION_DAYS_MAX, SUSPENSION_DAYS_MIN, SUSPENSION_REASON_MAX, SUSPENSION_REASON_MIN } from '../../domain/suspension-rules';

const REASON_LENGTH = `reason must be between ${SUSPENSION_REASON_MIN} and ${SUSPENSION_REASON_MAX} characters`;
const DAYS_RANGE = `days must be a whole number from ${SUSPENSION_DAYS_MIN} to ${SUSPENSION_DAYS_MAX}`;

export class SuspendUserDto {
  @ApiProperty({ example: 'Listed replicas as genuine coins', minLength: SUSPENSION_REASON_MIN, maxLength: SUSPENSION_REASON_MAX, description: 'Shown to the user and kept in the history' })
  @MinLength(SUSPENSION_REASON_MIN, { message: REASON_LENGTH })
  @MaxLength(SUSPENSION_REASON_MAX, { message: REASON_LENGTH })
  @IsString({ message: 'reason must be text' })
  @IsDefined({ message: 'reason is required' })
  reason!: string;

  @ApiProperty({ example: 7, minimum: SUSPENSION_DAYS_MIN, maximum: SUSPENSION_DAYS_MAX, description: 'How many days from now the suspension lasts' })
  @Min(SUSPENSION_DAYS_MIN, { message: DAYS_RANGE })
  @Max(SUSPENSION_DAYS_MAX, { message: DAYS_RANGE })
  @IsInt({ message: DAYS_RANGE })
  @IsDefined({ message: 'days is required' })
  days!: number;
}

export class SuspensionDto {
  @ApiProperty({ example: '2026-12-07T10:00:00.000Z', format: 'date-time', description: 'When the suspension ends by itself' })
  suspendedUntil!: string;
}

/** A suspended user's 403 (sign-in, password reset): when they may sign in again. */
export class SuspendedErrorDto extends ErrorResponseDto {
  @ApiProperty({ example: '2026-12-07T10:00:00.000Z', format: 'date-time', description: 'When the suspension ends' })
  suspendedUntil!: string;
}
