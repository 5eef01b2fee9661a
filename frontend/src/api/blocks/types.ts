import type { components } from '@/api/schema';

/** Someone the signed-in user blocks, with when the block began. */
export type BlockedPerson = components['schemas']['BlockedPersonDto'];
