import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal, CurrentUserId } from '../../../platform/session/decorators';
import { DecideOfferCommand } from '../application/commands/decide-offer.command';
import { MakeOfferCommand } from '../application/commands/make-offer.command';
import type { OfferView } from '../application/offer-view';
import { AwaitingOffers, CountAwaitingOffersQuery } from '../application/queries/count-awaiting-offers.query';
import { ListConversationOffersQuery } from '../application/queries/list-conversation-offers.query';
import { AwaitingOffersDto, DecideOfferDto, MakeOfferDto, OfferDto } from './dto/offer.dto';

@ApiTags('offers')
@Controller()
export class OffersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('conversations/:id/offers')
  @Authenticated()
  @ApiOperation({ summary: "A conversation's offers, newest first (its two parties only)" })
  @ApiOkResponse({ type: [OfferDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  list(@Param('id', new ParseIdPipe()) id: number, @CurrentUserId() userId: number): Promise<OfferView[]> {
    return this.queries.execute(new ListConversationOffersQuery(id, userId));
  }

  @Post('conversations/:id/offers')
  @Authenticated()
  @ApiOperation({
    summary: "Offer a price for one of the conversation seller's listings",
    description: 'The buyer must be on Premium. One pending offer per buyer and listing. Pushed to both parties as `offer:new`.',
  })
  @ApiCreatedResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'offerAmount, message or coinId invalid' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not on Premium, not the buyer of this conversation, or one of the two parties blocked the other' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such conversation for you, or no such live listing' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A pending offer on this listing exists, or it is sold or reserved' })
  make(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() buyer: Principal, @Body() body: MakeOfferDto): Promise<OfferView> {
    return this.commands.execute(new MakeOfferCommand(id, buyer, body.coinId, body.offerAmount, body.message ?? undefined));
  }

  @Get('offers/awaiting')
  @Authenticated()
  @ApiOperation({
    summary: 'How many offers wait for your answer (offers and counters on your listings, counters to your offers), in all and per conversation',
    description: 'Refresh it on the `offer:new` and `offer:updated` pushes. The unread count of messages does not include offers.',
  })
  @ApiOkResponse({ type: AwaitingOffersDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  awaiting(@CurrentUserId() userId: number): Promise<AwaitingOffers> {
    return this.queries.execute(new CountAwaitingOffersQuery(userId));
  }

  @Patch('offers/:offerId')
  @Authenticated()
  @ApiOperation({
    summary: 'Answer an offer: accept, reject or counter it (whoever it waits for), or withdraw it (its buyer)',
    description:
      'A fresh offer waits for its seller (on Premium), who accepts, rejects or counters it with `counterAmount`; a counter waits for the other party, who answers the same way (the buyer on Premium too), at most 5 counter-offers in all. The buyer may withdraw an open offer at any time. Each step gives the other party 48 hours; then it expires. Of two racing answers exactly one wins; the other gets 409. Accepting (by either party) reserves the coin (`isReserved`) at the amount on the table: its other open offers are rejected and no offer on it can be made or accepted until the seller marks it sold or releases it. Pushed to both parties as `offer:updated`.',
  })
  @ApiOkResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'status invalid; counterAmount missing, not whole rupees from ₹1, equal to the amount on the table, or sent without countered' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your turn to answer, not on Premium, the seller withdrawing, or accepting or countering while one of the two parties blocked the other (rejecting and withdrawing stay possible)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such offer, or not one of its parties' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already accepted, rejected, withdrawn or expired; past its 48 hours; 5 counter-offers made; or the coin is sold, gone or reserved for another offer' })
  decide(@Param('offerId', new ParseIdPipe('offerId')) offerId: number, @CurrentPrincipal() actor: Principal, @Body() body: DecideOfferDto): Promise<OfferView> {
    return this.commands.execute(new DecideOfferCommand(offerId, actor, body.status, body.counterAmount));
  }
}
