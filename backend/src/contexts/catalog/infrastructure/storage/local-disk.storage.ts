import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { ImageStorage } from '../../application/ports/image-storage';

/** Files under UPLOAD_DIR, served by the HTTP layer under /uploads/. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async save(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return `/uploads/${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith('/uploads/')) return;
    await rm(this.fileOf(url.slice('/uploads/'.length)), { force: true });
  }

  private fileOf(key: string): string {
    const relative = normalize(key);
    if (relative.startsWith('..') || relative.includes('\0')) throw new Error(`unsafe storage key ${key}`);
    return join(this.root, relative);
  }
}
