import { Migration } from '@mikro-orm/migrations';

/**
 * When the two parties of a conversation may read each other's contact details (issue 14,
 * docs/decisions/0080): the moment an offer in it was first accepted, set by Messaging's consumer of
 * `OfferAccepted` (which also fills it for conversations whose offers were accepted before).
 */
export class Migration20261129030000ContactDetailsShared extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE "conversations" ADD COLUMN "contact_details_shared_at" timestamptz NULL;`);
  }
}
