import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal } from '../../../platform/session/decorators';
import { DeleteSavedSearchCommand } from '../application/commands/delete-saved-search.command';
import { SaveSearchCommand } from '../application/commands/save-search.command';
import { ListSavedSearchesQuery } from '../application/queries/list-saved-searches.query';
import type { SavedSearchView } from '../application/saved-search-view';
import { SAVED_SEARCHES_PER_USER } from '../domain/saved-search';
import { CreateSavedSearchDto, SavedSearchDto } from './dto/saved-search.dto';
import { parseSavedSearchFilters } from './saved-search-filters-input';

/** Saved searches: a browse search kept for alerts when a matching listing is approved (decisions/0066). */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Save a search',
    description:
      `filters is the query of GET /api/coins, checked by its rules; it needs search words or at least one filter. ` +
      `You are told (one notification per saved search, updated while unread) when a listing of another seller that matches it is approved. ` +
      `At most ${SAVED_SEARCHES_PER_USER} per user.`,
  })
  @ApiCreatedResponse({ type: SavedSearchDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A filter is invalid (the message names it, e.g. filters.minPrice), or none is set' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `You already keep ${SAVED_SEARCHES_PER_USER} saved searches` })
  create(@CurrentPrincipal() owner: Principal, @Body() body: CreateSavedSearchDto): Promise<SavedSearchView> {
    return this.commands.execute(new SaveSearchCommand(owner, body.name, parseSavedSearchFilters(body.filters)));
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your saved searches, newest first' })
  @ApiOkResponse({ type: [SavedSearchDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@CurrentPrincipal() owner: Principal): Promise<SavedSearchView[]> {
    return this.queries.execute(new ListSavedSearchesQuery(owner));
  }

  @Delete(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Delete one of your saved searches' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "Unknown, or someone else's" })
  async delete(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() owner: Principal): Promise<MessageResponseDto> {
    await this.commands.execute(new DeleteSavedSearchCommand(owner, id));
    return { message: 'Saved search deleted' };
  }
}
