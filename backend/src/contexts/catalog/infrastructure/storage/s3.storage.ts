import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ImageStorage } from '../../application/ports/image-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  publicUrl: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2 …); pictures are served from S3_PUBLIC_URL. */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint ?? undefined,
      forcePathStyle: options.endpoint !== null,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  async save(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    );
    return `${this.options.publicUrl}/${key}`;
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key !== null) await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  keyOf(url: string): string | null {
    const prefix = `${this.options.publicUrl}/`;
    return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : null;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const found = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
    if (!found.Body) throw new Error(`no body for ${key}`);
    return Buffer.from(await found.Body.transformToByteArray());
  }
}
