import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetListingQuotaUsageQuery } from '../../catalog/application/queries/get-listing-quota-usage.query';
import { toUserView, UserRecord, UserView } from './user-view';

/**
 * Builds the user responses: the account from Identity's table, this month's listings from the
 * Catalog's quota (asked on the bus, decisions/0068), the one count the limit is enforced on.
 */
@Injectable()
export class UserViews {
  constructor(private readonly queries: QueryBus) {}

  async many(users: readonly UserRecord[]): Promise<UserView[]> {
    if (users.length === 0) return [];
    const usage = await this.queries.execute(new GetListingQuotaUsageQuery(users.map((user) => user.id)));
    const bySeller = new Map(usage.map((entry) => [entry.sellerId, entry]));
    return users.map((user) => {
      const { used, monthStartedAt } = bySeller.get(user.id) ?? { used: 0, monthStartedAt: usage[0].monthStartedAt };
      return toUserView(user, { coinsListedThisMonth: used, lastResetDate: monthStartedAt });
    });
  }

  async one(user: UserRecord): Promise<UserView> {
    const [view] = await this.many([user]);
    return view;
  }
}
