import { Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { NotFoundError } from '../../../platform/kernel/errors';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { WebPages } from '../../../platform/http/web-pages';
import { GetListingQuery } from '../application/queries/get-listing.query';
import { GetSellerProfileQuery } from '../application/queries/get-seller-profile.query';

/**
 * Tells the web server which coin and seller pages exist (decisions/0045): /coin/<id> is a 404 page
 * unless the id is valid and the listing public, /sellers/<id> unless the seller page exists, by
 * the same queries the API answers those pages' calls with.
 */
@Injectable()
export class CatalogWebPages implements OnModuleInit {
  constructor(
    private readonly pages: WebPages,
    private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.pages.register('/coin/$id', ({ id }) => this.exists(id, (listingId) => new GetListingQuery(listingId, null)));
    this.pages.register('/sellers/$sellerId', ({ sellerId }) => this.exists(sellerId, (seller) => new GetSellerProfileQuery(seller)));
  }

  private async exists(id: string, query: (id: number) => GetListingQuery | GetSellerProfileQuery): Promise<boolean> {
    let valid: number;
    try {
      valid = new ParseIdPipe().transform(id);
    } catch {
      return false;
    }
    try {
      await this.queries.execute(query(valid));
      return true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  }
}
