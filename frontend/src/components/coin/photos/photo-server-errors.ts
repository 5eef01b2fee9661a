import { serverFieldErrors } from '@/components/coin/identity/server-field-errors';

/** The fields the server names when it refuses photos (decisions/0075); all shown under the photos. */
const PHOTO_FIELDS = ['image', 'images', 'imageRoles', 'photos'] as const;

/** The messages of a refused save that are about the photos, in the server's words. */
export function photoServerErrors(error: unknown): string[] {
  return serverFieldErrors(error, PHOTO_FIELDS).flatMap((found) => found.errors);
}
