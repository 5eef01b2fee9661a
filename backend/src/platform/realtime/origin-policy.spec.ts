import { isAllowedOrigin } from './origin-policy';

const sameHost = { allowedOrigins: [], trustProxy: false };

describe('Socket.IO origin policy', () => {
  it('by default accepts only pages of the host the request was sent to', () => {
    expect(isAllowedOrigin({ host: 'sikka.example', origin: 'https://sikka.example' }, sameHost)).toBe(true);
    expect(isAllowedOrigin({ host: 'localhost:5173', origin: 'http://localhost:5173' }, sameHost)).toBe(true);
    expect(isAllowedOrigin({ host: 'sikka.example', origin: 'https://evil.example' }, sameHost)).toBe(false);
    expect(isAllowedOrigin({ host: 'sikka.example', origin: 'https://sikka.example.evil.example' }, sameHost)).toBe(false);
    expect(isAllowedOrigin({ host: 'sikka.example:3000', origin: 'http://sikka.example' }, sameHost)).toBe(false);
  });

  it('refuses unreadable origins, including "null" from sandboxed frames', () => {
    expect(isAllowedOrigin({ host: 'sikka.example', origin: 'null' }, sameHost)).toBe(false);
    expect(isAllowedOrigin({ host: 'sikka.example', origin: '::' }, sameHost)).toBe(false);
  });

  it('lets non-browser clients (no Origin) through to the session check', () => {
    expect(isAllowedOrigin({ host: 'sikka.example' }, sameHost)).toBe(true);
  });

  it('uses X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = { host: 'app:3000', 'x-forwarded-host': 'sikka.example', origin: 'https://sikka.example' };
    expect(isAllowedOrigin(headers, sameHost)).toBe(false);
    expect(isAllowedOrigin(headers, { allowedOrigins: [], trustProxy: true })).toBe(true);
  });

  it('accepts exactly ALLOWED_ORIGINS when it is set', () => {
    const policy = { allowedOrigins: ['https://sikka.example', 'https://www.sikka.example'], trustProxy: false };
    expect(isAllowedOrigin({ host: 'api.internal', origin: 'https://www.sikka.example' }, policy)).toBe(true);
    expect(isAllowedOrigin({ host: 'api.internal', origin: 'https://www.sikka.example/' }, policy)).toBe(true);
    expect(isAllowedOrigin({ host: 'api.internal', origin: 'http://sikka.example' }, policy)).toBe(false);
    expect(isAllowedOrigin({ host: 'api.internal', origin: 'http://api.internal' }, policy)).toBe(false);
  });
});
