import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { quotaMonth, quotaMonthStart } from '../../domain/listing-quota';
import { ListingQuotaStore } from '../../infrastructure/listing-quota.store';
import { GetListingQuotaUsageQuery, ListingQuotaUsage } from './get-listing-quota-usage.query';

@QueryHandler(GetListingQuotaUsageQuery)
export class GetListingQuotaUsageHandler implements IQueryHandler<GetListingQuotaUsageQuery> {
  constructor(private readonly quota: ListingQuotaStore) {}

  async execute({ sellerIds, at }: GetListingQuotaUsageQuery): Promise<ListingQuotaUsage[]> {
    const month = quotaMonth(at);
    const monthStartedAt = quotaMonthStart(month).toISOString();
    const used = await this.quota.used([...new Set(sellerIds)], month);
    return sellerIds.map((sellerId) => ({ sellerId, month, monthStartedAt, used: used.get(sellerId) ?? 0 }));
  }
}
