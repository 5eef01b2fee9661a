import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startS3Endpoint } from '../../../../test/support/s3-endpoint';
import { PICTURE_WIDTHS } from '../domain/picture-sizes';
import { ImageProcessor } from './image-processor';
import { ListingPictures } from './listing-pictures';
import { LocalDiskImageStorage } from './storage/local-disk.storage';
import { S3ImageStorage } from './storage/s3.storage';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#b08d57' } })[format]().toBuffer();

const NAME = /^([0-9a-f-]{36})\.(jpg|png|webp)$/;

describe('ListingPictures on local disk', () => {
  let root: string;
  let pictures: ListingPictures;
  const files = async () => (await readdir(join(root, 'coins'))).sort();
  const metadataOf = async (name: string) => sharp(await readFile(join(root, 'coins', name))).metadata();
  const widthOf = async (name: string) => (await metadataOf(name)).width;
  const namesOf = (id: string) => [`${id}.jpg`, ...PICTURE_WIDTHS.flatMap((width) => [`${id}-${width}w.webp`, `${id}-${width}w.jpg`])].sort();

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'sikka-picture-sizes-'));
    pictures = new ListingPictures(new ImageProcessor(), new LocalDiskImageStorage(root));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps the full-size picture (2048 px at most) and writes a WebP and a JPEG copy at each width', async () => {
    const stored = await pictures.store(await photo(2400, 1800));
    const [, id] = NAME.exec(stored.url.replace('/uploads/coins/', ''))!;
    expect(stored).toEqual({ url: `/uploads/coins/${id}.jpg`, hash: null, width: 2048, height: 1536 }); // a plain colour has no detail to hash
    expect(await files()).toEqual(namesOf(id));
    expect(await widthOf(`${id}.jpg`)).toBe(2048);
    for (const width of PICTURE_WIDTHS) {
      for (const [extension, format] of [['webp', 'webp'], ['jpg', 'jpeg']]) {
        const copy = await metadataOf(`${id}-${width}w.${extension}`);
        expect({ width: copy.width, height: copy.height, format: copy.format }).toEqual({ width, height: (width * 3) / 4, format });
      }
    }
  });

  it('measures a portrait picture after turning it by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b08d57' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await pictures.store(sideways)).toMatchObject({ width: 600, height: 900 });
  });

  it('never enlarges: a copy the picture does not reach holds the picture at its own width', async () => {
    const url = (await pictures.store(await photo(200, 150, 'webp'))).url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    const original = await readFile(join(root, 'coins', `${id}.webp`));
    for (const width of PICTURE_WIDTHS) {
      expect((await readFile(join(root, 'coins', `${id}-${width}w.webp`))).equals(original)).toBe(true);
      expect(await metadataOf(`${id}-${width}w.jpg`)).toMatchObject({ width: 200, format: 'jpeg' });
    }
  });

  it('resizes only the widths the picture reaches, and lays a transparent PNG on white for JPEG', async () => {
    const transparent = await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const url = (await pictures.store(transparent)).url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    expect(await Promise.all(PICTURE_WIDTHS.map((width) => widthOf(`${id}-${width}w.jpg`)))).toEqual([320, 640, 800, 800]);
    expect(await Promise.all(PICTURE_WIDTHS.map((width) => widthOf(`${id}-${width}w.webp`)))).toEqual([320, 640, 800, 800]);
    const { data } = await sharp(await readFile(join(root, 'coins', `${id}-320w.jpg`))).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((value) => value > 250)).toBe(true);
    expect((await metadataOf(`${id}-320w.webp`)).hasAlpha).toBe(true);
  });

  it('names the field a bad file came in', async () => {
    await expect(pictures.store(Buffer.from('not a picture at all'), 'images')).rejects.toThrow('images must be a JPEG, PNG or WebP picture');
  });

  it('stores several photos in order, and removes the stored ones when one fails', async () => {
    const stored = await pictures.storeAll([
      { field: 'image', bytes: await photo(700, 500) },
      { field: 'images', bytes: await photo(300, 300, 'png') },
      { field: 'images', bytes: await photo(500, 700, 'webp') },
    ]);
    expect(stored.map((picture) => [picture.url.split('.').pop(), picture.width, picture.height])).toEqual([['jpg', 700, 500], ['png', 300, 300], ['webp', 500, 700]]);
    await pictures.discardAll(stored.map((picture) => picture.url));
    expect(await files()).toEqual([]);

    const failing = pictures.storeAll([
      { field: 'image', bytes: await photo(700, 500) },
      { field: 'images', bytes: await photo(300, 300) },
      { field: 'images', bytes: Buffer.from('GIF89a not ours') },
    ]);
    await expect(failing).rejects.toThrow('images must be a JPEG, PNG or WebP picture');
    expect(await files()).toEqual([]);
  });

  it('discards the picture with its copies, those of before 0075 too, and leaves other pictures alone', async () => {
    const kept = (await pictures.store(await photo(700, 500))).url;
    const dropped = (await pictures.store(await photo(700, 500))).url;
    const droppedId = NAME.exec(dropped.replace('/uploads/coins/', ''))![1];
    await writeFile(join(root, 'coins', `${droppedId}-1024w.jpg`), 'a copy of before 0075');
    await pictures.discard(dropped);
    const keptId = NAME.exec(kept.replace('/uploads/coins/', ''))![1];
    expect(await files()).toEqual(namesOf(keptId));
  });

  it('backfills the copies and the size of a picture stored before them, once', async () => {
    const url = (await pictures.store(await photo(1200, 900))).url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    await rm(join(root, 'coins', `${id}-320w.webp`));
    await rm(join(root, 'coins', `${id}-2048w.jpg`));
    expect(await pictures.addMissingSizes(url)).toEqual({ copiesWritten: 2, size: null });
    expect(await widthOf(`${id}-320w.webp`)).toBe(320);
    expect(await widthOf(`${id}-2048w.jpg`)).toBe(1200);
    expect(await pictures.addMissingSizes(url)).toEqual({ copiesWritten: 0, size: null });
    expect(await pictures.addMissingSizes(url, { measure: true })).toEqual({ copiesWritten: 0, size: { width: 1200, height: 900 } });
    expect(await pictures.addMissingSizes('https://images.example.org/legacy.jpg', { measure: true })).toEqual({ copiesWritten: 0, size: null });
    expect(await pictures.addMissingSizes('/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.jpg')).toEqual({ copiesWritten: 0, size: null });
  });
});

describe('ListingPictures on S3-compatible storage', () => {
  const publicUrl = 'https://cdn.example.in/sikka-pictures';
  const picturesAt = (endpoint: string) =>
    new ListingPictures(
      new ImageProcessor(),
      new S3ImageStorage({ bucket: 'sikka-pictures', region: 'ap-south-1', endpoint, publicUrl, accessKeyId: 'test-key', secretAccessKey: 'test-secret' }),
    );

  it('puts the picture and its copies in the bucket with their type, and deletes them all on discard', async () => {
    const endpoint = await startS3Endpoint();
    try {
      const pictures = picturesAt(endpoint.url);
      const url = (await pictures.store(await photo(1500, 1000, 'webp'))).url;
      const id = NAME.exec(url.replace(`${publicUrl}/coins/`, ''))![1];
      const copies = PICTURE_WIDTHS.flatMap((width) => [`/sikka-pictures/coins/${id}-${width}w.webp`, `/sikka-pictures/coins/${id}-${width}w.jpg`]);
      const keys = [`/sikka-pictures/coins/${id}.webp`, ...copies];
      expect([...endpoint.objects.keys()].sort()).toEqual([...keys].sort());
      const types = new Map(endpoint.received.filter((r) => r.method === 'PUT').map((r) => [r.url.split('?')[0], r.contentType]));
      expect(keys.map((key) => types.get(key))).toEqual(keys.map((key) => (key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')));
      for (const width of PICTURE_WIDTHS) {
        expect((await sharp(endpoint.objects.get(`/sikka-pictures/coins/${id}-${width}w.webp`)!).metadata()).width).toBe(Math.min(width, 1500));
      }

      await pictures.discard(url);
      expect(endpoint.objects.size).toBe(0);
      const deleted = new Set(endpoint.received.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0]));
      expect(keys.every((key) => deleted.has(key))).toBe(true);
    } finally {
      await endpoint.close();
    }
  });

  it('backfills missing copies by reading the picture from the bucket', async () => {
    const endpoint = await startS3Endpoint();
    try {
      const pictures = picturesAt(endpoint.url);
      const url = (await pictures.store(await photo(900, 600))).url;
      const id = NAME.exec(url.replace(`${publicUrl}/coins/`, ''))![1];
      for (const width of PICTURE_WIDTHS) endpoint.objects.delete(`/sikka-pictures/coins/${id}-${width}w.jpg`);
      expect(await pictures.addMissingSizes(url, { measure: true })).toEqual({ copiesWritten: 4, size: { width: 900, height: 600 } });
      expect(endpoint.received.some((r) => r.method === 'GET' && r.url.split('?')[0] === `/sikka-pictures/coins/${id}.jpg`)).toBe(true);
      expect((await sharp(endpoint.objects.get(`/sikka-pictures/coins/${id}-640w.jpg`)!).metadata()).width).toBe(640);
      expect(endpoint.received.find((r) => r.method === 'PUT' && r.url.startsWith(`/sikka-pictures/coins/${id}-640w.jpg`))!.contentType).toBe('image/jpeg');
    } finally {
      await endpoint.close();
    }
  });
});
