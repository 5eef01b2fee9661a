import { ValidationError } from '../../../platform/kernel/errors';
import { checkPhotoCount, defaultRoles, missingFaces, rolesOfUploads } from './photo-roles';

describe('photo roles of a new listing', () => {
  it('are the obverse, the reverse, then other views without imageRoles', () => {
    expect(defaultRoles(0)).toEqual([]);
    expect(rolesOfUploads(undefined, 1)).toEqual(['obverse']);
    expect(rolesOfUploads('', 4)).toEqual(['obverse', 'reverse', 'other', 'other']);
  });

  it('are read from imageRoles as JSON text or an array, one per photo', () => {
    expect(rolesOfUploads('["reverse","obverse","edge"]', 3)).toEqual(['reverse', 'obverse', 'edge']);
    expect(rolesOfUploads(['other', 'obverse'], 2)).toEqual(['other', 'obverse']);
  });

  it('refuse bad imageRoles with a message naming imageRoles', () => {
    const refused = (input: unknown, count: number, message: RegExp) => {
      expect(() => rolesOfUploads(input, count)).toThrow(ValidationError);
      expect(() => rolesOfUploads(input, count)).toThrow(message);
    };
    refused('[obverse', 1, /^imageRoles must be a list of roles/);
    refused('{"role":"obverse"}', 1, /^imageRoles must be a list of roles/);
    refused('["obverse"]', 2, /^imageRoles must give one role per photo sent: 2 photos, 1 role$/);
    refused('["obverse","tails"]', 2, /^imageRoles\[1\] must be one of obverse, reverse, edge, other$/);
    refused('["obverse","obverse"]', 2, /^imageRoles may name at most one obverse photo$/);
    refused(['reverse', 'edge', 'reverse'], 3, /^imageRoles may name at most one reverse photo$/);
  });

  it('allow at most 8 photos', () => {
    expect(() => checkPhotoCount(8, 'images')).not.toThrow();
    expect(() => checkPhotoCount(9, 'images')).toThrow(/^images: a listing has at most 8 photos/);
  });

  it('tell which faces are missing', () => {
    expect(missingFaces([])).toEqual(['obverse', 'reverse']);
    expect(missingFaces(['obverse', 'edge'])).toEqual(['reverse']);
    expect(missingFaces(['other', 'reverse'])).toEqual(['obverse']);
    expect(missingFaces(['reverse', 'obverse'])).toEqual([]);
  });
});
