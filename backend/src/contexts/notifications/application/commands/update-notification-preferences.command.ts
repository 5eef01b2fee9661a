/** Sets the caller's push choice for the types named in `push` (`{ "offer-made": false }`); the others keep theirs. */
export class UpdateNotificationPreferencesCommand {
  constructor(
    readonly userId: number,
    readonly push: Record<string, unknown>,
  ) {}
}
