import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { ImageStorage } from '../../application/ports/image-storage';

const PREFIX = '/uploads/';

/** Files under UPLOAD_DIR, served by the HTTP layer under /uploads/. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async save(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return `${PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key !== null) await rm(this.fileOf(key), { force: true });
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(PREFIX)) return null;
    const key = url.slice(PREFIX.length);
    return isSafeKey(key) ? key : null;
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    return stat(this.fileOf(key)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.fileOf(key));
  }

  private fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return join(this.root, normalize(key));
  }
}

function isSafeKey(key: string): boolean {
  const relative = normalize(key);
  return key !== '' && !relative.startsWith('..') && !relative.startsWith('/') && !key.includes('\0');
}
