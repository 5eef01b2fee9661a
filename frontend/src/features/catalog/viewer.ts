import type { components } from '@/api/schema';

/** The signed-in user looking at a screen; null for a visitor. Routes pass it in from the session. */
export type Viewer = components['schemas']['UserDto'] | null;

/** Free users cannot list coins; admins list regardless of their plan (the server decides the same). */
export function canSell(viewer: NonNullable<Viewer>): boolean {
  return viewer.isAdmin || viewer.subscriptionTier !== 'free';
}
