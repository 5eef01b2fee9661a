import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { AdminOnly } from '../../../platform/session/decorators';
import { ListUsersQuery, UserPage } from '../application/queries/list-users.query';
import { UserListDto } from './dto/user.dto';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'All users, newest first (admins only)' })
  @ApiOkResponse({ type: UserListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Query() query: PageQueryDto): Promise<UserPage> {
    return this.queries.execute(new ListUsersQuery(query.limit, query.offset));
  }
}
