import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { S3ImageStorage } from './s3.storage';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

/** A local HTTP endpoint speaking just enough of the S3 REST API (PUT and DELETE object) to record what the adapter sends. */
function s3Endpoint(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], authorization: req.headers.authorization, body: Buffer.concat(chunks) });
      res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"etag"' });
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

describe('S3ImageStorage against an S3-compatible endpoint', () => {
  it('puts the picture under its key with its type and answers the public URL; removes what it stored', async () => {
    const endpoint = await s3Endpoint();
    try {
      const storage = new S3ImageStorage({
        bucket: 'sikka-pictures',
        region: 'ap-south-1',
        endpoint: endpoint.url,
        publicUrl: 'https://cdn.example.in/sikka-pictures',
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
      });
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
      endpoint.server.close();
    }
  });
});
