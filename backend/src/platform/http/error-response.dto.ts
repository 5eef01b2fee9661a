import { ApiProperty } from '@nestjs/swagger';

/** Every error answer of the API. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400, description: 'The HTTP status code, repeated' })
  statusCode!: number;

  @ApiProperty({ example: 'mobileNumber must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9', description: 'A human message that names the field at fault' })
  message!: string;

  @ApiProperty({ example: 'Bad Request', description: 'The status text' })
  error!: string;
}
