/** Forgets the caller's subscription of this endpoint (404 when they have none). */
export class RemovePushSubscriptionCommand {
  constructor(
    readonly userId: number,
    readonly endpoint: string,
  ) {}
}
