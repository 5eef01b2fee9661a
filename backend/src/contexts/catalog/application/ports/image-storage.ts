/** Where coin pictures are kept. Adapters: local disk (default) and S3-compatible object storage. */
export interface ImageStorage {
  /** Stores the bytes under `key` (e.g. "coins/3f2a….webp" or its copy "coins/3f2a…-640w.webp") and answers the public URL. */
  save(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a picture this storage answered for; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The key behind a URL of the form this storage answers with, or null for any other URL. */
  keyOf(url: string): string | null;
  /** Whether a picture is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** The bytes stored under `key` (the picture-size backfill reads pictures stored before sizes existed). */
  read(key: string): Promise<Buffer>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
