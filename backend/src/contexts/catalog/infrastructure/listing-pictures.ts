import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IMAGE_STORAGE, ImageStorage } from '../application/ports/image-storage';
import { ImageProcessor } from './image-processor';

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

  /** Best effort: a picture left behind costs disk space, not correctness. */
  async discard(url: string | null): Promise<void> {
    if (url) await this.storage.remove(url).catch(() => undefined);
  }
}
