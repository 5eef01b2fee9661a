import { AddressInfo } from 'node:net';
import { request as httpRequest, Server } from 'node:http';
import express, { RequestHandler } from 'express';
import helmet from 'helmet';
import { helmetOptions, securityHeaders } from '../src/platform/http/security-headers';

type Config = Parameters<typeof helmetOptions>[0];

const CONFIGS: [string, Config][] = [
  ['development (no HTTPS, no payments, local pictures)', { cookieSecure: false, razorpay: { keyId: undefined }, storage: { driver: 'local' } } as unknown as Config],
  ['production (HTTPS, Razorpay, S3 pictures)', { cookieSecure: true, razorpay: { keyId: 'rzp_live_x' }, storage: { driver: 's3', publicUrl: 'https://cdn.example.com/coins' } } as unknown as Config],
];

/** The raw header lines (names as written, in order) of an answer, without Date (it moves with the clock). */
function rawHeaders(server: Server, path: string): Promise<string[]> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      const lines: string[] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i].toLowerCase() !== 'date') lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      res.on('end', () => resolve(lines));
    })
      .on('error', reject)
      .end();
  });
}

function serve(middleware: RequestHandler): Promise<Server> {
  const app = express();
  app.use(middleware);
  app.get('/api/coins', (_req, res) => void res.json([{ id: 1 }]));
  app.get('/page', (_req, res) => void res.type('html').send('<!doctype html><title>x</title>'));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** The precomputed headers (decisions/0055) are helmet's, byte for byte, in the same order, on every kind of answer. */
describe('Security headers computed once', () => {
  it.each(CONFIGS)('are byte-identical to helmet in %s', async (_name, config) => {
    const withHelmet = await serve(helmet(helmetOptions(config)) as unknown as RequestHandler);
    const precomputed = await serve(securityHeaders(config));
    try {
      for (const path of ['/api/coins', '/page', '/missing']) {
        const expected = await rawHeaders(withHelmet, path);
        expect(expected.some((line) => line.startsWith('Content-Security-Policy: '))).toBe(true);
        expect(await rawHeaders(precomputed, path)).toEqual(expected);
      }
    } finally {
      withHelmet.close();
      precomputed.close();
    }
  });

  it('sets the policy of the configuration it was built for', async () => {
    const server = await serve(securityHeaders(CONFIGS[1][1]));
    try {
      const csp = (await rawHeaders(server, '/api/coins')).find((line) => line.startsWith('Content-Security-Policy: '))!;
      expect(csp).toContain('https://checkout.razorpay.com');
      expect(csp).toContain('https://cdn.example.com');
      expect(csp).toContain('upgrade-insecure-requests');
      expect((await rawHeaders(server, '/api/coins')).some((line) => line.startsWith('Strict-Transport-Security: '))).toBe(true);
    } finally {
      server.close();
    }
  });
});
