import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmsNotSentError, TwoFactorSmsSender } from './two-factor-sms.sender';

/** A stand-in for 2Factor's API on 127.0.0.1 that records the paths asked for. */
async function fakeTwoFactor(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; base: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    answer(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const message = { mobileNumber: '9876543210', code: '042917', purpose: 'reset-password' as const, validMinutes: 10 };

describe('TwoFactorSmsSender', () => {
  let fake: Awaited<ReturnType<typeof fakeTwoFactor>> | undefined;
  afterEach(() => fake?.server.close());

  it('sends our code to the +91 number with the named template, and resolves on Status Success', async () => {
    fake = await fakeTwoFactor((_req, res) => res.setHeader('content-type', 'application/json').end('{"Status":"Success","Details":"b7f1-session"}'));
    await new TwoFactorSmsSender('api-key-1', 'SIKKA OTP', fake.base).sendCode(message);
    expect(fake.paths).toEqual(['/API/V1/api-key-1/SMS/%2B919876543210/042917/SIKKA%20OTP']);
  });

  it('leaves the template out when none is configured (the account default)', async () => {
    fake = await fakeTwoFactor((_req, res) => res.end('{"Status":"Success","Details":"s"}'));
    await new TwoFactorSmsSender('k', null, fake.base).sendCode(message);
    expect(fake.paths).toEqual(['/API/V1/k/SMS/%2B919876543210/042917']);
  });

  it('rejects an error answer without repeating the number or the key', async () => {
    fake = await fakeTwoFactor((_req, res) => res.end('{"Status":"Error","Details":"Invalid API Key"}'));
    const sending = new TwoFactorSmsSender('secret-key', null, fake.base).sendCode(message);
    await expect(sending).rejects.toThrow(SmsNotSentError);
    await expect(new TwoFactorSmsSender('secret-key', null, fake.base).sendCode(message)).rejects.toThrow(/Invalid API Key/);
    const error = await new TwoFactorSmsSender('secret-key', null, fake.base).sendCode(message).catch((e: Error) => e);
    expect(String(error)).not.toMatch(/secret-key|9876543210/);
  });

  it('rejects an HTTP failure, a body that is not JSON and a provider that does not answer in time', async () => {
    fake = await fakeTwoFactor((req, res) => {
      if (req.url?.includes('/slow/')) return; // never answers
      if (req.url?.includes('/html/')) return void res.end('<html>gateway</html>');
      res.statusCode = 500;
      res.end('{"Status":"Error","Details":"down"}');
    });
    await expect(new TwoFactorSmsSender('k', null, fake.base).sendCode(message)).rejects.toThrow(/HTTP 500, down/);
    await expect(new TwoFactorSmsSender('html', null, fake.base).sendCode(message)).rejects.toThrow(SmsNotSentError);
    await expect(new TwoFactorSmsSender('slow', null, fake.base, 200).sendCode(message)).rejects.toThrow(/no answer in time/);
    fake.server.closeAllConnections();
  });
});
