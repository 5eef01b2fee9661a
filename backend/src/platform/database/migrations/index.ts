import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000IdentityAndEventStore } from './Migration20261121000000_identity_and_event_store';
import { Migration20261121010000Catalog } from './Migration20261121010000_catalog';
import { Migration20261121020000Subscriptions } from './Migration20261121020000_subscriptions';
import { Migration20261121030000MessagingAndOffers } from './Migration20261121030000_messaging_and_offers';
import { Migration20261121040000CatalogStatistics } from './Migration20261121040000_catalog_statistics';

/** Every committed migration, oldest first. Add new ones at the end; never edit a landed one. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_identity_and_event_store', class: Migration20261121000000IdentityAndEventStore },
  { name: 'Migration20261121010000_catalog', class: Migration20261121010000Catalog },
  { name: 'Migration20261121020000_subscriptions', class: Migration20261121020000Subscriptions },
  { name: 'Migration20261121030000_messaging_and_offers', class: Migration20261121030000MessagingAndOffers },
  { name: 'Migration20261121040000_catalog_statistics', class: Migration20261121040000CatalogStatistics },
];
