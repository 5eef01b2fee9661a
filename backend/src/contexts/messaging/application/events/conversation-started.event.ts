/** A buyer started a new conversation about a listing (counts towards the listing's popularity). */
export class ConversationStartedEvent {
  constructor(
    readonly conversationId: number,
    readonly coinId: number,
  ) {}
}
