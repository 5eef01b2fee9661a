import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.dto';

/**
 * Who is signed in, answered with 200 for everyone: the web app asks this on every first load, so a
 * visitor must not cost a failing request (GET /api/user keeps its 401 for API consumers).
 */
export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'The signed-in user, or null when nobody is signed in' })
  user!: UserDto | null;
}
