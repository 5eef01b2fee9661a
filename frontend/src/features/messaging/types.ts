import type { components } from '@/api/schema';

/** A conversation between a buyer and a seller about one listing, as the list shows it. */
export type Conversation = components['schemas']['ConversationDto'];

export type Message = components['schemas']['MessageDto'];

/** Who is looking at the messages: the session's user. Routes pass it in. */
export type Viewer = Pick<components['schemas']['UserDto'], 'id' | 'subscriptionTier'>;
