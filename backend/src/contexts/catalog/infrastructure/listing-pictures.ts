import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_STORAGE, ImageStorage } from '../application/ports/image-storage';
import { detectImageFormat } from '../domain/image-format';
import { sizedPictureName, sizedPictureNames } from '../domain/picture-sizes';
import { ImageProcessor } from './image-processor';
import { hashPicture } from './picture-hasher';
import { sizedCopies } from './picture-copies';

/** The keys `store` gives pictures: coins/<random uuid>.<extension of a format we re-encode to>. */
const PICTURE_KEY = /^coins\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** A stored picture: its URL and the perceptual hash of what was stored (null without detail). */
export interface StoredPicture {
  url: string;
  hash: string | null;
}

/**
 * Checks, re-encodes and stores an uploaded coin picture under a random name, with its sized copies
 * beside it (decisions/0051); removes it and its copies again on request.
 */
@Injectable()
export class ListingPictures {
  constructor(
    private readonly processor: ImageProcessor,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /** The stored picture's URL (its full size; the copies are named after it) and hash, or null without a picture. */
  async store(image: Buffer | null): Promise<StoredPicture | null> {
    if (!image) return null;
    const picture = await this.processor.process(image);
    const [copies, hash] = await Promise.all([sizedCopies(picture.bytes, picture.format), hashPicture(picture.bytes)]);
    const key = `coins/${randomUUID()}.${picture.extension}`;
    const url = await this.storage.save(key, picture.bytes, picture.contentType);
    try {
      await Promise.all(copies.map((copy) => this.storage.save(sizedPictureName(key, copy.width)!, copy.bytes, picture.contentType)));
    } catch (error) {
      await this.discard(url);
      throw error;
    }
    return { url, hash };
  }

  /** The perceptual hash of a picture uploaded to Sikka (read back from the storage); null when it is not one, is gone or has no detail. */
  async hashOf(url: string): Promise<string | null> {
    const key = this.storage.keyOf(url);
    if (key === null || !PICTURE_KEY.test(key) || !(await this.storage.exists(key))) return null;
    return hashPicture(await this.storage.read(key));
  }

  /** Whether `url` is a picture uploaded to Sikka: one `store` answered with (same storage, same key shape), still there. */
  async isStored(url: string): Promise<boolean> {
    const key = this.storage.keyOf(url);
    return key !== null && PICTURE_KEY.test(key) && this.storage.exists(key);
  }

  /** Best effort, the picture and its sized copies: a file left behind costs disk space, not correctness. */
  async discard(url: string | null): Promise<void> {
    if (!url) return;
    await Promise.all([url, ...sizedPictureNames(url)].map((each) => this.storage.remove(each).catch(() => undefined)));
  }

  /**
   * Writes the sized copies a picture stored before they existed is missing (the backfill,
   * docs/operations.md). Answers how many it wrote; a URL that is not a stored picture, or one no
   * longer there, gets none.
   */
  async addMissingSizes(url: string): Promise<number> {
    const key = this.storage.keyOf(url);
    if (key === null || !PICTURE_KEY.test(key) || !(await this.storage.exists(key))) return 0;
    const missing: string[] = [];
    for (const sized of sizedPictureNames(key)) if (!(await this.storage.exists(sized))) missing.push(sized);
    if (!missing.length) return 0;
    const bytes = await this.storage.read(key);
    const format = detectImageFormat(bytes);
    const contentType = `image/${format}`;
    const copies = await sizedCopies(bytes, format);
    const wanted = copies.filter((copy) => missing.includes(sizedPictureName(key, copy.width)!));
    await Promise.all(wanted.map((copy) => this.storage.save(sizedPictureName(key, copy.width)!, copy.bytes, contentType)));
    return wanted.length;
  }
}
