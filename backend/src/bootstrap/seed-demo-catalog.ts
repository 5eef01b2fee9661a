import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AddCommentCommand } from '../contexts/catalog/application/commands/add-comment.command';
import { CreateListingCommand } from '../contexts/catalog/application/commands/create-listing.command';
import { MarkListingSoldCommand } from '../contexts/catalog/application/commands/mark-listing-sold.command';
import { MarkPhoneVerifiedCommand } from '../contexts/identity/application/commands/mark-phone-verified.command';
import { RegisterUserCommand } from '../contexts/identity/application/commands/register-user.command';
import { DecideListingCommand } from '../contexts/moderation/application/commands/decide-listing.command';
import { GrantSubscriptionCommand } from '../contexts/subscriptions/application/commands/grant-subscription.command';
import { GetPrincipalQuery } from '../platform/kernel/get-principal.query';
import type { Principal } from '../platform/kernel/principal';
import { drawCoinFaces } from './coin-faces';
import { DEMO_COIN_IDENTITIES, demoIdentityFields } from './demo-coin-identities';
import { DEMO_PASSWORD, DEMO_PLAN_DAYS } from './demo-accounts';
import { DEMO_LISTINGS, DEMO_SELLERS } from './demo-listings';

const DAY = 24 * 3600 * 1000;

/**
 * The demo catalogue, through the contexts' own commands: six more sellers (their plans granted
 * through the Subscriptions ledger), sixty listings with drawn photos of both faces (obverse and
 * reverse, decisions/0075) and which coin each is
 * (backdated, and counted in their month's listing quota like any listing), the admin's decisions,
 * a few sales and comments.
 */
export async function seedDemoCatalog(commands: CommandBus, queries: QueryBus, people: Map<string, number>, adminId: number): Promise<number> {
  const now = Date.now();
  // Each command carries its caller, as the HTTP edge's guards resolve it.
  const principalOf = async (userId: number): Promise<Principal> => {
    const principal = await queries.execute(new GetPrincipalQuery(userId));
    if (!principal) throw new Error(`demo user ${userId} does not exist`);
    return principal;
  };
  const admin = await principalOf(adminId);
  for (const seller of DEMO_SELLERS) {
    const user = await commands.execute(new RegisterUserCommand(seller.name, seller.mobileNumber, DEMO_PASSWORD, seller.location));
    await commands.execute(new GrantSubscriptionCommand(user.id, seller.tier, DEMO_PLAN_DAYS));
    await commands.execute(new MarkPhoneVerifiedCommand(user.id));
    people.set(seller.key, user.id);
  }

  // The next coin's faces are drawn while this one's photos are stored (sharp works off the main
  // thread), so seeding takes about as long as storing alone.
  const drawFaces = (index: number) => {
    const listing = DEMO_LISTINGS[index];
    return listing ? drawCoinFaces({ ...listing, ...DEMO_COIN_IDENTITIES[listing.title] }) : null;
  };
  let drawing = drawFaces(0);
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const sellerId = people.get(listing.sellerKey);
    if (sellerId === undefined) throw new Error(`demo listing "${listing.title}" names an unknown seller ${listing.sellerKey}`);
    const createdAt = new Date(now - listing.daysAgo * DAY - index * 60_000);
    const faces = (await drawing)!;
    drawing = drawFaces(index + 1);
    const seller = await principalOf(sellerId);
    const coin = await commands.execute(
      new CreateListingCommand(
        seller,
        {
          title: listing.title,
          description: listing.description,
          price: listing.price,
          category: listing.category,
          condition: listing.condition,
          metal: listing.metal,
          year: listing.year,
          location: listing.location,
          ...demoIdentityFields(listing.title),
        },
        [
          { field: 'images', bytes: faces.obverse },
          { field: 'images', bytes: faces.reverse },
        ],
        ['obverse', 'reverse'],
        { trusted: { createdAt } },
      ),
    );
    if (listing.outcome === 'rejected') {
      await commands.execute(new DecideListingCommand(coin.id, admin, false, listing.rejectionReason ?? null));
      continue;
    }
    if (listing.outcome === 'pending') continue;
    await commands.execute(new DecideListingCommand(coin.id, admin, true, null));
    for (const comment of listing.comments ?? []) {
      const authorId = people.get(comment.authorKey);
      if (authorId === undefined) throw new Error(`demo comment names an unknown person ${comment.authorKey}`);
      await commands.execute(new AddCommentCommand(coin.id, await principalOf(authorId), comment.text, new Date(now - comment.daysAgo * DAY)));
    }
    if (listing.outcome === 'sold') await commands.execute(new MarkListingSoldCommand(coin.id, seller));
  }
  return DEMO_LISTINGS.length;
}
