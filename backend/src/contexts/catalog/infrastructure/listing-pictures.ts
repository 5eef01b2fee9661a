import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_STORAGE, ImageStorage } from '../application/ports/image-storage';
import type { PhotoUpload } from '../application/photo-upload';
import { detectImageFormat } from '../domain/image-format';
import type { NewPhoto } from '../domain/photo-edit';
import { legacySizedPictureNames, sizedPictureName, sizedPictureNames } from '../domain/picture-sizes';
import { ImageProcessor } from './image-processor';
import { hashPicture } from './picture-hasher';
import { sizedCopies, SizedCopy } from './picture-copies';

/** The keys `store` gives pictures: coins/<random uuid>.<extension of a format we re-encode to>. */
const PICTURE_KEY = /^coins\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Photos of one request processed at once: re-encoding is CPU work, and eight at once would hold up every other request. */
const STORING_AT_ONCE = 2;

/** A stored picture: its URL, the perceptual hash of what was stored (null without detail) and its pixel size. */
export interface StoredPicture {
  url: string;
  hash: string | null;
  width: number;
  height: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

/** What the backfill did for one picture: the copies it wrote, and its measured size (null when not asked for or not there). */
export interface PictureBackfill {
  copiesWritten: number;
  size: PictureSize | null;
}

/**
 * Checks, re-encodes and stores uploaded coin pictures under random names, with their sized copies
 * beside them (decisions/0051, 0075); removes them and their copies again on request.
 */
@Injectable()
export class ListingPictures {
  constructor(
    private readonly processor: ImageProcessor,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /** Stores one picture (its full size, whose URL names the copies) and answers its URL, hash and size. A problem names `field`. */
  async store(image: Buffer, field = 'image'): Promise<StoredPicture> {
    const picture = await this.processor.process(image, field);
    const [copies, hash] = await Promise.all([sizedCopies(picture.bytes, picture.format), hashPicture(picture.bytes)]);
    const key = `coins/${randomUUID()}.${picture.extension}`;
    const url = await this.storage.save(key, picture.bytes, picture.contentType);
    try {
      await this.saveCopies(key, copies);
    } catch (error) {
      await this.discard(url);
      throw error;
    }
    return { url, hash, width: picture.width, height: picture.height };
  }

  /**
   * Stores every photo of a request, a few at a time, answering them in the order given. When one
   * fails, no more are started, the ones stored are removed again and the problem of the earliest
   * failed photo is thrown (naming its field).
   */
  async storeAll(uploads: readonly PhotoUpload[]): Promise<StoredPicture[]> {
    const stored: (StoredPicture | undefined)[] = new Array(uploads.length);
    let next = 0;
    const failures: { index: number; error: unknown }[] = [];
    const worker = async (): Promise<void> => {
      while (next < uploads.length && !failures.length) {
        const index = next++;
        try {
          stored[index] = await this.store(uploads[index].bytes, uploads[index].field);
        } catch (error) {
          failures.push({ index, error });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(STORING_AT_ONCE, uploads.length) }, worker));
    if (failures.length) {
      await this.discardAll(stored.flatMap((picture) => (picture ? [picture.url] : [])));
      throw failures.reduce((first, failure) => (failure.index < first.index ? failure : first)).error;
    }
    return stored as StoredPicture[];
  }

  /** The perceptual hash of a picture uploaded to Sikka (read back from the storage); null when it is not one, is gone or has no detail. */
  async hashOf(url: string): Promise<string | null> {
    const key = await this.storedKey(url);
    return key === null ? null : hashPicture(await this.storage.read(key));
  }

  /** The pixel size of a picture uploaded to Sikka (read back from the storage); null when it is not one or is gone. */
  async sizeOf(url: string): Promise<PictureSize | null> {
    const key = await this.storedKey(url);
    return key === null ? null : measure(await this.storage.read(key));
  }

  /** Whether `url` is a picture uploaded to Sikka: one `store` answered with (same storage, same key shape), still there. */
  async isStored(url: string): Promise<boolean> {
    return (await this.storedKey(url)) !== null;
  }

  /** Best effort, the picture and its sized copies (those of before 0075 too): a file left behind costs disk space, not correctness. */
  async discard(url: string | null): Promise<void> {
    if (!url) return;
    const names = new Set([url, ...sizedPictureNames(url), ...legacySizedPictureNames(url)]);
    await Promise.all([...names].map((each) => this.storage.remove(each).catch(() => undefined)));
  }

  async discardAll(urls: readonly string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.discard(url)));
  }

  /**
   * Writes the sized copies a picture stored before they existed is missing, and measures it when
   * `measure` asks (the backfill, docs/operations.md). A URL that is not a stored picture, or one no
   * longer there, gets nothing.
   */
  async addMissingSizes(url: string, { measure: wanted = false }: { measure?: boolean } = {}): Promise<PictureBackfill> {
    const key = await this.storedKey(url);
    if (key === null) return { copiesWritten: 0, size: null };
    const missing: string[] = [];
    for (const sized of sizedPictureNames(key)) if (!(await this.storage.exists(sized))) missing.push(sized);
    if (!missing.length && !wanted) return { copiesWritten: 0, size: null };
    const bytes = await this.storage.read(key);
    const format = detectImageFormat(bytes);
    const size = wanted ? await measure(bytes) : null;
    if (!missing.length) return { copiesWritten: 0, size };
    const copies = await sizedCopies(bytes, format);
    const needed = copies.filter((copy) => missing.includes(sizedPictureName(key, copy.width, copy.extension)!));
    await this.saveCopies(key, needed);
    return { copiesWritten: needed.length, size };
  }

  private async saveCopies(key: string, copies: readonly SizedCopy[]): Promise<void> {
    await Promise.all(copies.map((copy) => this.storage.save(sizedPictureName(key, copy.width, copy.extension)!, copy.bytes, copy.contentType)));
  }

  /** The storage key of a picture `store` answered with and the storage still has; null for anything else. */
  private async storedKey(url: string): Promise<string | null> {
    const key = this.storage.keyOf(url);
    return key !== null && PICTURE_KEY.test(key) && (await this.storage.exists(key)) ? key : null;
  }
}

/** A stored picture's pixels: stored pictures carry no orientation tag (ImageProcessor applied it). */
async function measure(bytes: Buffer): Promise<PictureSize> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { width, height };
}

/** A stored picture as a new photo of a listing: a random id of its own, its place giving it a role. */
export const newPhotoOf = (picture: StoredPicture): NewPhoto => ({ id: randomUUID(), url: picture.url, width: picture.width, height: picture.height });
