import { startS3Endpoint } from '../../../../../test/support/s3-endpoint';
import { S3ImageStorage } from './s3.storage';

describe('S3ImageStorage against an S3-compatible endpoint', () => {
  const storageAt = (endpoint: string) =>
    new S3ImageStorage({
      bucket: 'sikka-pictures',
      region: 'ap-south-1',
      endpoint,
      publicUrl: 'https://cdn.example.in/sikka-pictures',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });

  it('puts the picture under its key with its type and answers the public URL; removes what it stored', async () => {
    const endpoint = await startS3Endpoint();
    try {
      const storage = storageAt(endpoint.url);
      const url = await storage.save('coins/abc.webp', Buffer.from('webp bytes'), 'image/webp');
      expect(url).toBe('https://cdn.example.in/sikka-pictures/coins/abc.webp');
      const put = endpoint.received.find((r) => r.method === 'PUT')!;
      expect(put.url.split('?')[0]).toBe('/sikka-pictures/coins/abc.webp');
      expect(put.contentType).toBe('image/webp');
      expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
      expect(put.body.toString()).toContain('webp bytes');

      await storage.remove(url);
      const removed = endpoint.received.find((r) => r.method === 'DELETE')!;
      expect(removed.url.split('?')[0]).toBe('/sikka-pictures/coins/abc.webp');

      await storage.remove('/uploads/coins/local.webp');
      expect(endpoint.received.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });

  it('knows its own URLs, asks the store whether a picture is there and reads it back', async () => {
    const endpoint = await startS3Endpoint();
    try {
      const storage = storageAt(endpoint.url);
      const url = await storage.save('coins/kept.webp', Buffer.from('webp bytes'), 'image/webp');
      expect(storage.keyOf(url)).toBe('coins/kept.webp');
      expect(storage.keyOf('https://cdn.example.in/sikka-pictures/')).toBeNull();
      expect(storage.keyOf('https://cdn.example.in/other-bucket/coins/kept.webp')).toBeNull();
      expect(storage.keyOf('/uploads/coins/kept.webp')).toBeNull();
      expect(await storage.exists('coins/kept.webp')).toBe(true);
      expect(await storage.exists('coins/missing.webp')).toBe(false);
      expect((await storage.read('coins/kept.webp')).toString()).toBe('webp bytes');
      expect(endpoint.received.filter((r) => r.method === 'HEAD').map((r) => r.url.split('?')[0])).toEqual([
        '/sikka-pictures/coins/kept.webp',
        '/sikka-pictures/coins/missing.webp',
      ]);
    } finally {
      await endpoint.close();
    }
  });
});
