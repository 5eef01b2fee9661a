import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/sikka');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.role).toBe('all');
    expect(config.seedDemo).toBe(true);
    expect(config.adminMobile).toBeNull();
    expect(config.razorpay.keyId).toBeNull();
    expect(config.cookieSecure).toBe(false);
    expect(config.uploadDir).toMatch(/uploads$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ APP_ROLE: 'cron' }, 'APP_ROLE'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ ADMIN_MOBILE: '9000000001' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'secret-pass' }, 'ADMIN_MOBILE'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_1' }, 'RAZORPAY_KEY_SECRET'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('forces secure cookies in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234' }).cookieSecure).toBe(true);
  });
});
