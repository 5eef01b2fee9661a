import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** An admin gives up their claim on a listing; answers whether they had one. 409 naming the admin who holds it otherwise. */
export class ReleaseClaimCommand extends Command<boolean> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
  ) {
    super();
  }
}
