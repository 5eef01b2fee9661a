import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_STORAGE, ImageStorage } from '../application/ports/image-storage';
import { ImageProcessor } from './image-processor';

/** The keys `store` gives pictures: coins/<random uuid>.<extension of a format we re-encode to>. */
const PICTURE_KEY = /^coins\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Checks, re-encodes and stores an uploaded coin picture under a random name; removes it again on request. */
@Injectable()
export class ListingPictures {
  constructor(
    private readonly processor: ImageProcessor,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /** The stored picture's URL, or null without a picture. */
  async store(image: Buffer | null): Promise<string | null> {
    if (!image) return null;
    const picture = await this.processor.process(image);
    return this.storage.save(`coins/${randomUUID()}.${picture.extension}`, picture.bytes, picture.contentType);
  }

  /** Whether `url` is a picture uploaded to Sikka: one `store` answered with (same storage, same key shape), still there. */
  async isStored(url: string): Promise<boolean> {
    const key = this.storage.keyOf(url);
    return key !== null && PICTURE_KEY.test(key) && this.storage.exists(key);
  }

  /** Best effort: a picture left behind costs disk space, not correctness. */
  async discard(url: string | null): Promise<void> {
    if (url) await this.storage.remove(url).catch(() => undefined);
  }
}
