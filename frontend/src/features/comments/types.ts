import type { components } from '@/api/schema';

/** A comment on a listing, with its author's name. */
export type Comment = components['schemas']['CommentDto'];
