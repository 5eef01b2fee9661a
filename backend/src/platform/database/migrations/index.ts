import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000IdentityAndEventStore } from './Migration20261121000000_identity_and_event_store';

/** Every committed migration, oldest first. Add new ones at the end; never edit a landed one. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_identity_and_event_store', class: Migration20261121000000IdentityAndEventStore },
];
