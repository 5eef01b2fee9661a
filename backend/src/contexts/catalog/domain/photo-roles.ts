import { ValidationError } from '../../../platform/kernel/errors';
import { isPhotoRole, MAX_PHOTOS, PHOTO_ROLES, type PhotoRole } from './coin-photo';
import { jsonField } from './identity-text';

/** The two faces a collector decides from (decisions/0075). */
export const FACES = ['obverse', 'reverse'] as const;
export type Face = (typeof FACES)[number];

const ROLE_LIST = PHOTO_ROLES.join(', ');

/** Without `imageRoles`, a new listing's photos are the obverse, then the reverse, then other views (the form asks for the faces first). */
export function defaultRoles(count: number): PhotoRole[] {
  return Array.from({ length: count }, (_, index) => (index === 0 ? 'obverse' : index === 1 ? 'reverse' : 'other'));
}

/** At most MAX_PHOTOS photos on a listing; `field` is the form field that brought one too many. */
export function checkPhotoCount(count: number, field: string): void {
  if (count > MAX_PHOTOS) throw new ValidationError(field, `${field}: a listing has at most ${MAX_PHOTOS} photos (image and images together)`);
}

/** At most one obverse and one reverse among a listing's photos. */
export function checkOneOfEachFace(roles: readonly PhotoRole[], field: string): void {
  for (const face of FACES) {
    if (roles.filter((role) => role === face).length > 1) throw new ValidationError(field, `${field} may name at most one ${face} photo`);
  }
}

/**
 * The roles of a new listing's `count` uploaded photos (image first, then images in the order sent):
 * `imageRoles` as sent (JSON text in multipart, an array in JSON), one role per photo, or the
 * default order when it is left out.
 */
export function rolesOfUploads(input: unknown, count: number): PhotoRole[] {
  const value = jsonField('imageRoles', input, `a list of roles (${ROLE_LIST})`);
  if (value === undefined) return defaultRoles(count);
  if (!Array.isArray(value)) throw new ValidationError('imageRoles', `imageRoles must be a list of roles (${ROLE_LIST}), one per photo`);
  if (value.length !== count) {
    throw new ValidationError('imageRoles', `imageRoles must give one role per photo sent: ${count} photo${count === 1 ? '' : 's'}, ${value.length} role${value.length === 1 ? '' : 's'}`);
  }
  const roles = value.map((role, index) => {
    if (!isPhotoRole(role)) throw new ValidationError('imageRoles', `imageRoles[${index}] must be one of ${ROLE_LIST}`);
    return role;
  });
  checkOneOfEachFace(roles, 'imageRoles');
  return roles;
}

/** The faces a listing's photos do not show (the `missing-faces` flag and the seller's hint), obverse first. */
export function missingFaces(roles: readonly PhotoRole[]): Face[] {
  return FACES.filter((face) => !roles.includes(face));
}
