import { randomBytes } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import { TestApp } from './test-app';
import { Person } from './people';

/** A listing as the web app's form sends it: spec.md's fields and the seller's confirmation that the coin is genuine (issue 13). */
export const VALID_LISTING = {
  title: '1835 William IV One Rupee',
  description: 'Silver rupee of the East India Company, Calcutta mint, 11.66 g. Light toning.',
  price: '4500',
  category: 'british-india',
  condition: 'very-fine',
  location: 'Mumbai',
  year: '1835',
  metal: 'silver',
  genuineConfirmed: 'true',
};

/** A small PNG carrying EXIF data (camera and GPS-like comment) that must not survive the upload. */
export function pictureWithMetadata(format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#b08d57' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 28.61N 77.20E' } })
    [format]()
    .toBuffer();
}

/**
 * The coin's two faces as small plain photos, sent in `images` (obverse, then reverse by default): a
 * listing without both carries the missing-faces flag (decisions/0075). Plain colours have no detail
 * to hash, so they never look like another listing's photos.
 */
export async function bothFaces(): Promise<Buffer[]> {
  const face = (background: string) => sharp({ create: { width: 64, height: 64, channels: 3, background } }).jpeg().toBuffer();
  return Promise.all([face('#b08d57'), face('#8c6a3f')]);
}

/** Creates a listing through the multipart API as `seller`, with `image` and the files of `images` as its photos. */
export function postListing(t: TestApp, seller: Person, fields: Record<string, string> = {}, image?: Buffer, images: Buffer[] = []) {
  const req = request(t.http).post('/api/coins').set('Cookie', seller.cookie);
  for (const [field, value] of Object.entries({ ...VALID_LISTING, ...fields })) req.field(field, value);
  if (image) req.attach('image', image, 'coin.jpg');
  images.forEach((photo, index) => req.attach('images', photo, `photo-${index}.jpg`));
  return req;
}

/** Creates a listing and has `admin` approve it; answers the approved listing. */
export async function liveListing(t: TestApp, seller: Person, admin: Person, fields: Record<string, string> = {}) {
  const created = await postListing(t, seller, fields).expect(201);
  const approved = await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
  return approved.body;
}

/** A made-up word that only this test's listings contain, so searches see nothing else of the shared test database. */
export const uniqueToken = (): string => `zq${randomBytes(4).toString('hex')}`;
