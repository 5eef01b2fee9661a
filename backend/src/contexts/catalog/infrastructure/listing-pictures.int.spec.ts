import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
  const widthOf = async (name: string) => (await sharp(await readFile(join(root, 'coins', name))).metadata()).width;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'sikka-picture-sizes-'));
    pictures = new ListingPictures(new ImageProcessor(), new LocalDiskImageStorage(root));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps the full-size picture under imageUrl and writes a copy at each width, in its format', async () => {
    const url = (await pictures.store(await photo(2400, 1800)))!.url;
    const [, id] = NAME.exec(url.replace('/uploads/coins/', ''))!;
    expect(url).toBe(`/uploads/coins/${id}.jpg`);
    expect(await files()).toEqual([`${id}-1024w.jpg`, `${id}-320w.jpg`, `${id}-640w.jpg`, `${id}.jpg`]);
    expect(await widthOf(`${id}.jpg`)).toBe(1600);
    for (const width of PICTURE_WIDTHS) {
      const copy = await sharp(await readFile(join(root, 'coins', `${id}-${width}w.jpg`))).metadata();
      expect({ width: copy.width, height: copy.height, format: copy.format }).toEqual({ width, height: (width * 3) / 4, format: 'jpeg' });
    }
  });

  it('never enlarges: a picture narrower than the smallest width is every copy at its own width', async () => {
    const url = (await pictures.store(await photo(200, 150, 'webp')))!.url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    const original = await readFile(join(root, 'coins', `${id}.webp`));
    for (const width of PICTURE_WIDTHS) {
      const copy = await readFile(join(root, 'coins', `${id}-${width}w.webp`));
      expect(copy.equals(original)).toBe(true);
      expect((await sharp(copy).metadata()).width).toBe(200);
    }
  });

  it('resizes only the widths the picture reaches', async () => {
    const url = (await pictures.store(await photo(800, 800, 'png')))!.url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    expect(await Promise.all(PICTURE_WIDTHS.map((width) => widthOf(`${id}-${width}w.png`)))).toEqual([320, 640, 800]);
  });

  it('discards the picture with its copies, and leaves other pictures alone', async () => {
    const kept = (await pictures.store(await photo(700, 500)))!.url;
    const dropped = (await pictures.store(await photo(700, 500)))!.url;
    await pictures.discard(dropped);
    const keptId = NAME.exec(kept.replace('/uploads/coins/', ''))![1];
    expect(await files()).toEqual([`${keptId}-1024w.jpg`, `${keptId}-320w.jpg`, `${keptId}-640w.jpg`, `${keptId}.jpg`]);
  });

  it('backfills the copies a picture stored before sizes existed is missing, once', async () => {
    const url = (await pictures.store(await photo(1200, 900)))!.url;
    const id = NAME.exec(url.replace('/uploads/coins/', ''))![1];
    await rm(join(root, 'coins', `${id}-320w.jpg`));
    await rm(join(root, 'coins', `${id}-1024w.jpg`));
    expect(await pictures.addMissingSizes(url)).toBe(2);
    expect(await widthOf(`${id}-320w.jpg`)).toBe(320);
    expect(await widthOf(`${id}-1024w.jpg`)).toBe(1024);
    expect(await pictures.addMissingSizes(url)).toBe(0);
    expect(await pictures.addMissingSizes('https://images.example.org/legacy.jpg')).toBe(0);
    expect(await pictures.addMissingSizes('/uploads/coins/2b1f0c9e-5d7a-4a53-9c1e-0f3b8f7d9a11.jpg')).toBe(0);
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
      const url = (await pictures.store(await photo(1500, 1000, 'webp')))!.url;
      const id = NAME.exec(url.replace(`${publicUrl}/coins/`, ''))![1];
      const keys = [`/sikka-pictures/coins/${id}.webp`, ...PICTURE_WIDTHS.map((width) => `/sikka-pictures/coins/${id}-${width}w.webp`)];
      expect([...endpoint.objects.keys()].sort()).toEqual([...keys].sort());
      expect(endpoint.received.filter((r) => r.method === 'PUT').map((r) => r.contentType)).toEqual(keys.map(() => 'image/webp'));
      for (const width of PICTURE_WIDTHS) {
        expect((await sharp(endpoint.objects.get(`/sikka-pictures/coins/${id}-${width}w.webp`)!).metadata()).width).toBe(width);
      }

      await pictures.discard(url);
      expect(endpoint.objects.size).toBe(0);
      expect(endpoint.received.filter((r) => r.method === 'DELETE').map((r) => r.url.split('?')[0]).sort()).toEqual([...keys].sort());
    } finally {
      await endpoint.close();
    }
  });

  it('backfills missing copies by reading the picture from the bucket', async () => {
    const endpoint = await startS3Endpoint();
    try {
      const pictures = picturesAt(endpoint.url);
      const url = (await pictures.store(await photo(900, 600)))!.url;
      const id = NAME.exec(url.replace(`${publicUrl}/coins/`, ''))![1];
      for (const width of PICTURE_WIDTHS) endpoint.objects.delete(`/sikka-pictures/coins/${id}-${width}w.jpg`);
      expect(await pictures.addMissingSizes(url)).toBe(3);
      expect(endpoint.received.some((r) => r.method === 'GET' && r.url.split('?')[0] === `/sikka-pictures/coins/${id}.jpg`)).toBe(true);
      expect((await sharp(endpoint.objects.get(`/sikka-pictures/coins/${id}-640w.jpg`)!).metadata()).width).toBe(640);
      expect(endpoint.received.find((r) => r.method === 'PUT' && r.url.startsWith(`/sikka-pictures/coins/${id}-640w.jpg`))!.contentType).toBe('image/jpeg');
    } finally {
      await endpoint.close();
    }
  });
});
