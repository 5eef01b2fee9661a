/** Keeps a browser's Web Push subscription (its PushSubscription JSON) for the caller. */
export class SavePushSubscriptionCommand {
  constructor(
    readonly userId: number,
    readonly endpoint: string,
    readonly keys: { p256dh: string; auth: string },
  ) {}
}
