import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal } from '../../../platform/session/decorators';
import type { CoinView } from '../application/coin-view';
import { DeleteListingCommand } from '../application/commands/delete-listing.command';
import { MarkListingSoldCommand } from '../application/commands/mark-listing-sold.command';
import { ReleaseListingReservationCommand } from '../application/commands/release-listing-reservation.command';
import { GetListingQuery } from '../application/queries/get-listing.query';
import { MarkSoldDto } from './dto/mark-sold.dto';

/** The seller's own lifecycle actions on a listing (an admin's are in Moderation's AdminModerationController). */
@ApiTags('catalog')
@Controller('coins/:id')
export class ListingLifecycleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch('sold')
  @Authenticated()
  @ApiOperation({
    summary: 'Mark your listing sold (one-way)',
    description: "An empty body as in spec.md; or `conversationId`: sold to that conversation's buyer, whom you may then rate (and who may rate you).",
  })
  @ApiBody({ type: MarkSoldDto, required: false })
  @ApiOkResponse({ description: 'The listing, now sold', schema: { $ref: '#/components/schemas/CoinDto' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id invalid, or conversationId not one of your conversations about this coin' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already marked as sold, or a buyer named while an accepted offer reserves the coin' })
  async markSold(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() caller: Principal, @Body() body: MarkSoldDto): Promise<CoinView> {
    await this.commands.execute(new MarkListingSoldCommand(id, caller, body?.conversationId));
    return this.queries.execute(new GetListingQuery(id, caller));
  }

  @Post('release')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Release the reservation of your listing',
    description:
      'An accepted offer reserves its listing (`isReserved`); releasing it reopens the listing to offers and marks that offer `released`.',
  })
  @ApiOkResponse({ description: 'The listing, open to offers again', schema: { $ref: '#/components/schemas/CoinDto' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not reserved, or already sold' })
  async release(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() caller: Principal): Promise<CoinView> {
    await this.commands.execute(new ReleaseListingReservationCommand(id, caller));
    return this.queries.execute(new GetListingQuery(id, caller));
  }

  @Delete()
  @Authenticated()
  @ApiOperation({ summary: 'Delete your listing', description: 'Hidden everywhere; nothing is erased (the row and its history remain).' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() caller: Principal): Promise<MessageResponseDto> {
    await this.commands.execute(new DeleteListingCommand(id, caller));
    return { message: 'Coin deleted' };
  }
}
