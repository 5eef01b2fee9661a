/** /messages?conversation={id} opens that conversation; without it the list shows alone on phones. */
export interface MessagesSearch {
  conversation?: number;
}

/** Keeps a positive whole conversation id and drops anything else from the address. */
export function parseMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const { conversation } = search;
  const id = typeof conversation === 'string' ? Number(conversation) : conversation;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { conversation: id } : {};
}
