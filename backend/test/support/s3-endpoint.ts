import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface S3Request {
  method: string;
  url: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

export interface S3Endpoint {
  url: string;
  /** Every request, in order. */
  received: S3Request[];
  /** Stored objects by path ("/<bucket>/<key>"). */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint speaking just enough of the S3 REST API (path-style PUT, HEAD, GET and
 * DELETE object) to stand in for an object store, keeping objects in memory.
 */
export function startS3Endpoint(): Promise<S3Endpoint> {
  const received: S3Request[] = [];
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(req.url!.split('?')[0]);
      received.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], authorization: req.headers.authorization, body });
      if (req.method === 'PUT') {
        objects.set(path, body);
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else if (objects.has(path)) {
        res.writeHead(200, { 'Content-Length': objects.get(path)!.length, ETag: '"etag"' }).end(req.method === 'GET' ? objects.get(path) : undefined);
      } else {
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        objects,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}
