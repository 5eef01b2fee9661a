import { createDecipheriv, createECDH, createPublicKey, ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (RFC 8030) on http://127.0.0.1, for Web Push tests: it
 * checks each message's VAPID JWT (RFC 8292: ES256, `aud` the endpoint's origin, `exp` within 24
 * hours, `sub`) and decrypts its aes128gcm body (RFC 8188, RFC 8291) with the browser keys the test
 * generated, answering each endpoint with the status the test chose.
 */

/** A browser's push subscription, with the private half the real browser would keep to itself. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  /** The endpoint's path. */
  path: string;
  headers: IncomingMessage['headers'];
  jwt: { header: Record<string, unknown>; payload: { aud: string; exp: number; sub: string } };
  /** The `k` of the Authorization header: the VAPID public key the JWT is signed with. */
  vapidPublicKey: string;
  /** Decrypted with the browser's keys. */
  payload: unknown;
  /** Why the message is not what RFC 8030/8291/8292 ask for, or null. */
  problem: string | null;
}

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

/** The VAPID JWT is an ES256 signature (raw r||s) by the P-256 key `k` (65 bytes, uncompressed). */
function checkJwt(token: string, k: string, origin: string): { jwt: ReceivedPush['jwt']; problem: string | null } {
  const [header64, payload64, signature64] = token.split('.');
  const jwt = { header: JSON.parse(Buffer.from(header64, 'base64url').toString()), payload: JSON.parse(Buffer.from(payload64, 'base64url').toString()) };
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header64}.${payload64}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature64, 'base64url'));
  const now = Date.now() / 1000;
  if (!signed) return { jwt, problem: 'the VAPID JWT signature does not verify with k' };
  if (jwt.header.alg !== 'ES256') return { jwt, problem: `the JWT alg is ${jwt.header.alg}` };
  if (jwt.payload.aud !== origin) return { jwt, problem: `aud ${jwt.payload.aud} is not ${origin}` };
  if (!(jwt.payload.exp > now && jwt.payload.exp <= now + 24 * 3600)) return { jwt, problem: `exp ${jwt.payload.exp} is not within the next 24 hours` };
  if (!/^(mailto:|https:)/.test(jwt.payload.sub ?? '')) return { jwt, problem: `sub ${jwt.payload.sub} is not a mailto: or https: contact` };
  return { jwt, problem: null };
}

/** RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm record, keys from ECDH with the sender's key in the header and the auth secret. */
export function decryptAes128gcm(body: Buffer, browser: TestBrowser): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('the aes128gcm header is not one record keyed by a P-256 public key');
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

export class PushServiceStub {
  readonly received: ReceivedPush[] = [];
  private readonly browsers = new Map<string, TestBrowser>();
  private readonly statuses = new Map<string, number>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        res.statusCode = this.statuses.get(path) ?? 201;
        try {
          this.received.push(this.read(path, req, Buffer.concat(chunks)));
        } catch (error) {
          this.received.push({ path, headers: req.headers, jwt: { header: {}, payload: { aud: '', exp: 0, sub: '' } }, vapidPublicKey: '', payload: null, problem: String(error) });
        }
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A browser with fresh keys whose endpoint on this service answers `status`. */
  browser(status = 201): TestBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    const browser = { endpoint: `${this.origin}${path}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) }, ecdh, authSecret };
    this.browsers.set(path, browser);
    this.statuses.set(path, status);
    return browser;
  }

  answer(browser: TestBrowser, status: number): void {
    this.statuses.set(new URL(browser.endpoint).pathname, status);
  }

  to(browser: TestBrowser): ReceivedPush[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  private read(path: string, req: IncomingMessage, body: Buffer): ReceivedPush {
    const browser = this.browsers.get(path);
    if (!browser) throw new Error(`no browser at ${path}`);
    const authorization = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(req.headers.authorization ?? ''));
    if (!authorization) throw new Error(`Authorization is not "vapid t=…, k=…": ${req.headers.authorization}`);
    const { jwt, problem } = checkJwt(authorization[1], authorization[2], this.origin);
    let encoding: string | null = null;
    if (req.method !== 'POST') encoding = `the method is ${req.method}`;
    else if (req.headers['content-encoding'] !== 'aes128gcm') encoding = `Content-Encoding is ${req.headers['content-encoding']}`;
    else if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) encoding = 'there is no TTL header';
    return { path, headers: req.headers, jwt, vapidPublicKey: authorization[2], payload: decryptAes128gcm(body, browser), problem: problem ?? encoding };
  }
}
