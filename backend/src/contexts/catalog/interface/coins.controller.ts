import { Body, Controller, Get, Param, Patch, Post, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal, OptionallyAuthenticated, OptionalPrincipal } from '../../../platform/session/decorators';
import { CreateListingCommand } from '../application/commands/create-listing.command';
import { EditOwnListingCommand } from '../application/commands/edit-own-listing.command';
import type { CoinView } from '../application/coin-view';
import { GetListingQuery } from '../application/queries/get-listing.query';
import { SearchListingsQuery } from '../application/queries/search-listings.query';
import { browseFiltersOf } from './browse-filters-input';
import { CoinDto } from './dto/coin.dto';
import { CreateCoinDto, ReviseCoinDto } from './dto/listing-form.dto';
import { SearchCoinsDto } from './dto/search-coins.dto';
import { ImageUpload, photosOf, UploadedPhotoFiles } from './image-upload.interceptor';

@ApiTags('catalog')
@Controller('coins')
export class CoinsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Browse and search live listings',
    description:
      'Approved listings (sold ones included, shown as SOLD), one page at a time. The number of matches is in the X-Total-Count header, ' +
      'counted exactly up to 1,000; beyond that it says 1000 and X-Total-Count-Exact is false ("1,000+"). ' +
      'Empty and "all" filter values are ignored. Which coin it is (issue 13): ruler, mint, denomination and issuer match the whole value ' +
      '(English or Hindi names of GET /api/coin-vocabulary find each other), yearFrom and yearTo the AD year (yearAd), certified=true only ' +
      'certified coins, sortBy year-asc and year-desc order by yearAd; a catalogue reference in search ("KM 450") finds the coins carrying it.',
  })
  @ApiOkResponse({
    type: [CoinDto],
    headers: {
      'X-Total-Count': { description: 'Listings matching the filters (at most 1000)', schema: { type: 'integer' } },
      'X-Total-Count-Exact': { description: 'false when there are more than 1000 matches', schema: { type: 'boolean' } },
    },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A filter is invalid (e.g. an unknown category, limit above 100, yearFrom above yearTo); the message names it' })
  async search(@Query() query: SearchCoinsDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const page = await this.queries.execute(new SearchListingsQuery(browseFiltersOf(query)));
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.setHeader('X-Total-Count-Exact', String(page.totalIsExact));
    // The page's coins as the JSON text it keeps (the cache's, or serialised once): sent as it is.
    res.type('application/json');
    return page.coinsJson;
  }

  @Get(':id')
  @OptionallyAuthenticated()
  @ApiOperation({ summary: 'One listing', description: 'Approved listings are public; pending and rejected ones only for their seller and admins (others get 404).' })
  @ApiOkResponse({ type: CoinDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', new ParseIdPipe()) id: number, @OptionalPrincipal() viewer: Principal | null): Promise<CoinView> {
    return this.queries.execute(new GetListingQuery(id, viewer));
  }

  @Post()
  @Authenticated()
  @UseInterceptors(ImageUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CreateCoinDto })
  @ApiOperation({
    summary: 'List a coin (submitted for review)',
    description:
      'Needs a Basic (5 a month) or Premium (50 a month) plan; months are calendar months in India time. The listing starts as pending. ' +
      'Which coin it is (issue 13) is optional; a listing without genuineConfirmed=true is accepted and flagged for the admin (genuine-not-confirmed). ' +
      'Photos (decisions/0075): spec.md\'s image and the repeated images field, at most 8 in all, image first (the cover); imageRoles gives each its role ' +
      '(by default obverse, reverse, then other). A listing without both an obverse and a reverse photo is flagged for the admin (missing-faces).',
  })
  @ApiCreatedResponse({ type: CoinDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field or a photo is invalid (more than 8, over 5 MB, not JPEG/PNG/WebP by its content, a bad imageRoles); the message names the field',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No plan that allows listing, or the monthly limit is used up (the message names the limit)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The certificate number is already on another live listing' })
  create(@CurrentPrincipal() seller: Principal, @Body() body: CreateCoinDto, @UploadedFiles() files: UploadedPhotoFiles): Promise<CoinView> {
    const { imageRoles, ...content } = body;
    return this.commands.execute(new CreateListingCommand(seller, content, photosOf(files), imageRoles));
  }

  @Patch(':id')
  @Authenticated()
  @UseInterceptors(ImageUpload())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReviseCoinDto })
  @ApiOperation({
    summary: 'Edit your listing (its seller only)',
    description:
      'Any subset of the form fields, and the photos (decisions/0075): photos (JSON text, or an array in a JSON body) is the whole new list in order, ' +
      '{id, role?} keeping a photo and {upload: n, role?} placing the n-th file of images; without photos, image replaces the cover and images are added. ' +
      'A rejected listing goes back to pending (resubmitted). ' +
      'A pending listing stays pending. On an approved listing, price, year, metal, condition, category and location change at once ' +
      'and it stays live (ListingDetailsEdited in its history), as do reordered, re-labelled or removed photos; a new title, description, ' +
      'or a photo added or replaced sends it back to review (ListingResubmittedForReview: pending, off the public lists until approved again).',
  })
  @ApiOkResponse({ type: CoinDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field or a photo is invalid (more than 8, an unknown photo id, two obverses, image with photos, a bad file); the message names the field',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not found, or not yours' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is sold or deleted, the certificate number is already on another live listing, or another edit changed its photos meanwhile' })
  revise(
    @Param('id', new ParseIdPipe()) id: number,
    @CurrentPrincipal() seller: Principal,
    @Body() body: ReviseCoinDto,
    @UploadedFiles() files: UploadedPhotoFiles,
  ): Promise<CoinView> {
    const { photos, ...changes } = body;
    const uploads = { image: files?.image?.[0]?.buffer ?? null, images: (files?.images ?? []).map((file) => file.buffer) };
    return this.commands.execute(new EditOwnListingCommand(seller, id, changes, uploads, photos));
  }
}
