import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000IdentityAndEventStore } from './Migration20261121000000_identity_and_event_store';
import { Migration20261121010000Catalog } from './Migration20261121010000_catalog';
import { Migration20261121020000Subscriptions } from './Migration20261121020000_subscriptions';
import { Migration20261121030000MessagingAndOffers } from './Migration20261121030000_messaging_and_offers';
import { Migration20261121040000CatalogStatistics } from './Migration20261121040000_catalog_statistics';
import { Migration20261122010000SubscriptionRefundsAndGrants } from './Migration20261122010000_subscription_refunds_and_grants';
import { Migration20261123100000ListingReservation } from './Migration20261123100000_listing_reservation';
import { Migration20261123110000SearchGlossary } from './Migration20261123110000_search_glossary';
import { Migration20261125010000ListingSearchAtScale } from './Migration20261125010000_listing_search_at_scale';
import { Migration20261126010000ModerationQueue } from './Migration20261126010000_moderation_queue';
import { Migration20261126050000WatchlistAndSavedSearches } from './Migration20261126050000_watchlist_and_saved_searches';
import { Migration20261126060000SavedSearchMatchesWithoutForeignKey } from './Migration20261126060000_saved_search_matches_without_foreign_key';
import { Migration20261126020000DurableConsumers } from './Migration20261126020000_durable_consumers';
import { Migration20261126030000DropIdentityListingCounter } from './Migration20261126030000_drop_identity_listing_counter';
import { Migration20261126040000Notifications } from './Migration20261126040000_notifications';
import { Migration20261127010000CoinIdentity } from './Migration20261127010000_coin_identity';
import { Migration20261128010000CoinPhotos } from './Migration20261128010000_coin_photos';
import { Migration20261129010000OfferNegotiation } from './Migration20261129010000_offer_negotiation';
import { Migration20261129020000OneTimeCodes } from './Migration20261129020000_one_time_codes';
import { Migration20261129030000ContactDetailsShared } from './Migration20261129030000_contact_details_shared';
import { Migration20261129040000Reviews } from './Migration20261129040000_reviews';

/** Every committed migration, oldest first. Add new ones at the end; never edit a landed one. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_identity_and_event_store', class: Migration20261121000000IdentityAndEventStore },
  { name: 'Migration20261121010000_catalog', class: Migration20261121010000Catalog },
  { name: 'Migration20261121020000_subscriptions', class: Migration20261121020000Subscriptions },
  { name: 'Migration20261121030000_messaging_and_offers', class: Migration20261121030000MessagingAndOffers },
  { name: 'Migration20261121040000_catalog_statistics', class: Migration20261121040000CatalogStatistics },
  { name: 'Migration20261122010000_subscription_refunds_and_grants', class: Migration20261122010000SubscriptionRefundsAndGrants },
  { name: 'Migration20261123100000_listing_reservation', class: Migration20261123100000ListingReservation },
  { name: 'Migration20261123110000_search_glossary', class: Migration20261123110000SearchGlossary },
  { name: 'Migration20261125010000_listing_search_at_scale', class: Migration20261125010000ListingSearchAtScale },
  { name: 'Migration20261126010000_moderation_queue', class: Migration20261126010000ModerationQueue },
  { name: 'Migration20261126020000_durable_consumers', class: Migration20261126020000DurableConsumers },
  { name: 'Migration20261126030000_drop_identity_listing_counter', class: Migration20261126030000DropIdentityListingCounter },
  { name: 'Migration20261126040000_notifications', class: Migration20261126040000Notifications },
  { name: 'Migration20261126050000_watchlist_and_saved_searches', class: Migration20261126050000WatchlistAndSavedSearches },
  { name: 'Migration20261126060000_saved_search_matches_without_foreign_key', class: Migration20261126060000SavedSearchMatchesWithoutForeignKey },
  { name: 'Migration20261127010000_coin_identity', class: Migration20261127010000CoinIdentity },
  { name: 'Migration20261128010000_coin_photos', class: Migration20261128010000CoinPhotos },
  { name: 'Migration20261129010000_offer_negotiation', class: Migration20261129010000OfferNegotiation },
  { name: 'Migration20261129020000_one_time_codes', class: Migration20261129020000OneTimeCodes },
  { name: 'Migration20261129030000_contact_details_shared', class: Migration20261129030000ContactDetailsShared },
  { name: 'Migration20261129040000_reviews', class: Migration20261129040000Reviews },
];
