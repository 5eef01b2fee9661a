import { ApiProperty } from '@nestjs/swagger';

/** The answer of a call whose only result is that it happened (sign out, delete). */
export class MessageResponseDto {
  @ApiProperty({ example: 'Signed out', description: 'What happened, in a sentence' })
  message!: string;
}
