import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { PostReviewCommand } from '../application/commands/post-review.command';
import { GetOwnReviewQuery, OwnReview } from '../application/queries/get-own-review.query';
import { ListUserReviewsQuery } from '../application/queries/list-user-reviews.query';
import type { ReviewsPage, ReviewView } from '../application/review-view';
import { OwnReviewDto, PostReviewDto, ReviewDto, ReviewsPageDto, ReviewsPageQueryDto } from './dto/review.dto';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('offers/:offerId/review')
  @Authenticated()
  @ApiOperation({
    summary: 'Rate the other party of an accepted offer (its buyer or seller), once, within 30 days',
    description:
      'The buyer rates the seller and the seller the buyer: 1-5 stars and an optional comment of 10-1000 characters. The reviewed person is notified.',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'rating or comment invalid, or offerId not a positive whole number',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No accepted offer of yours with this id',
  })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Already rated by you, or more than 30 days after the deal',
  })
  post(@Param('offerId', new ParseIdPipe('offerId')) offerId: number, @CurrentUserId() userId: number, @Body() body: PostReviewDto): Promise<ReviewView> {
    return this.commands.execute(new PostReviewCommand({ offerId }, userId, body.rating, body.comment));
  }

  @Get('offers/:offerId/review')
  @Authenticated()
  @ApiOperation({ summary: 'Your own review of an accepted offer you were party to (null while you have not rated it)' })
  @ApiOkResponse({ type: OwnReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No accepted offer of yours with this id' })
  own(@Param('offerId', new ParseIdPipe('offerId')) offerId: number, @CurrentUserId() userId: number): Promise<OwnReview> {
    return this.queries.execute(new GetOwnReviewQuery({ offerId }, userId));
  }

  @Post('coins/:coinId/review')
  @Authenticated()
  @ApiOperation({
    summary: 'Rate the other party of a coin sold to a conversation\'s buyer, once, within 30 days',
    description:
      'For a coin its seller marked sold to the buyer of one of its conversations (`PATCH /api/coins/{id}/sold` with `conversationId`): the buyer rates the seller and the seller the buyer, as for an accepted offer (`POST /api/offers/{id}/review`).',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'rating or comment invalid, or coinId not a positive whole number' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This coin was not sold to you, nor by you to a buyer on Sikka' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already rated by you, or more than 30 days after the sale' })
  postForSale(@Param('coinId', new ParseIdPipe('coinId')) coinId: number, @CurrentUserId() userId: number, @Body() body: PostReviewDto): Promise<ReviewView> {
    return this.commands.execute(new PostReviewCommand({ coinId }, userId, body.rating, body.comment));
  }

  @Get('coins/:coinId/review')
  @Authenticated()
  @ApiOperation({ summary: 'Your own review of a coin sold to you, or by you to a conversation\'s buyer (null while you have not rated it)' })
  @ApiOkResponse({ type: OwnReviewDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This coin was not sold to you, nor by you to a buyer on Sikka' })
  ownForSale(@Param('coinId', new ParseIdPipe('coinId')) coinId: number, @CurrentUserId() userId: number): Promise<OwnReview> {
    return this.queries.execute(new GetOwnReviewQuery({ coinId }, userId));
  }

  @Get('sellers/:sellerId/reviews')
  @ApiOperation({
    summary: 'The reviews a person received after deals, newest first, with their average',
    description: 'Empty for anyone without reviews, unknown ids included.',
  })
  @ApiOkResponse({ type: ReviewsPageDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'sellerId, limit or offset invalid',
  })
  list(@Param('sellerId', new ParseIdPipe('sellerId')) sellerId: number, @Query() query: ReviewsPageQueryDto): Promise<ReviewsPage> {
    return this.queries.execute(new ListUserReviewsQuery(sellerId, query.limit ?? 10, query.offset ?? 0));
  }
}
