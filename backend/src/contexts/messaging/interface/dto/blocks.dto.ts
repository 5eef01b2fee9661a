import { ApiProperty } from '@nestjs/swagger';

export class BlockedPersonDto {
  @ApiProperty({ example: 8, description: "The blocked person's user id (DELETE /api/blocks/{userId} unblocks them)" })
  id!: number;

  @ApiProperty({ example: 'Rahul Verma' })
  name!: string;

  @ApiProperty({ format: 'date-time', description: 'When the block began' })
  blockedAt!: string;
}

export class UnblockedDto {
  @ApiProperty({ example: 8 })
  userId!: number;

  @ApiProperty({ example: false, description: 'Always false after this call: no block of this person is in force' })
  blocked!: boolean;

  @ApiProperty({ example: true, description: 'A block was in force and has been lifted now (false: there was none, nothing changed)' })
  lifted!: boolean;
}
