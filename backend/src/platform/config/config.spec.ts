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
    expect(config.passwordHashMemoryKib).toBe(65536);
  });

  it('hashes passwords with less memory only outside production, never below OWASP\'s 19 MiB there', () => {
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib).toBe(1024);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234', PAYMENTS_SANDBOX: 'true', SMS_SANDBOX: 'true' };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(/^Invalid configuration: PASSWORD_HASH_MEMORY_KIB must be between 19456 and/);
    expect(loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456' }).passwordHashMemoryKib).toBe(19456);
    expect(loadConfig(production).passwordHashMemoryKib).toBe(65536);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '64MB' })).toThrow(/PASSWORD_HASH_MEMORY_KIB must be a whole number/);
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
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, not-an-origin' }, 'ALLOWED_ORIGINS'],
    [{ REGISTRATION_LIMIT_PER_HOUR: '0' }, 'REGISTRATION_LIMIT_PER_HOUR'],
    [{ SOCKET_SESSION_CHECK_SECONDS: 'soon' }, 'SOCKET_SESSION_CHECK_SECONDS'],
    [{ PUBLIC_ORIGIN: 'sikka.in' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'ftp://sikka.in' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://sikka.in/shop' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'https://sikka.in/?a=1' }, 'PUBLIC_ORIGIN'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('reads socket origins as normalised origins, and the sign-up limit', () => {
    const config = loadConfig({ ALLOWED_ORIGINS: 'https://sikka.example/, http://localhost:5173' });
    expect(config.allowedOrigins).toEqual(['https://sikka.example', 'http://localhost:5173']);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({}).registrationLimitPerHour).toBe(10);
    expect(loadConfig({ REGISTRATION_LIMIT_PER_HOUR: '500' }).registrationLimitPerHour).toBe(500);
  });

  it('reads the public origin, normalised, or none (the request\'s own origin)', () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Sikka.IN/' }).publicOrigin).toBe('https://sikka.in');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('serves /metrics only with a METRICS_TOKEN', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' prometheus-scrape-token-1 ' }).metricsToken).toBe('prometheus-scrape-token-1');
  });

  it('runs the payment sandbox in production only with PAYMENTS_SANDBOX=true, and says so by name otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234', SMS_SANDBOX: 'true' };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: PAYMENTS_SANDBOX must be true to take payments in the built-in sandbox/);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' })).toThrow(/^Invalid configuration: PAYMENTS_SANDBOX /);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    const razorpay = { ...production, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    expect(loadConfig(razorpay).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ ...razorpay, PAYMENTS_SANDBOX: 'true' })).toThrow(/^Invalid configuration: PAYMENTS_SANDBOX cannot be true/);
    // Outside production the sandbox stays the default without Razorpay keys (npm start, the browser tests).
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'false' })).toThrow(/^Invalid configuration: PAYMENTS_SANDBOX /);
  });

  it('forces secure cookies in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234', PAYMENTS_SANDBOX: 'true', SMS_SANDBOX: 'true' }).cookieSecure).toBe(true);
  });

  it('sends one-time codes to the SMS sandbox in production only with SMS_SANDBOX=true, and says so by name otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234', PAYMENTS_SANDBOX: 'true' };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: SMS_SANDBOX must be true to send one-time codes to the built-in sandbox/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'sandbox', SMS_SANDBOX: 'false' })).toThrow(/^Invalid configuration: SMS_SANDBOX /);
    expect(loadConfig({ ...production, SMS_SANDBOX: 'true' }).sms).toEqual({ provider: 'sandbox' });
    // A real provider needs its key; the sandbox flag cannot be mixed with it.
    expect(() => loadConfig({ ...production, SMS_PROVIDER: '2factor' })).toThrow(/^Invalid configuration: TWO_FACTOR_API_KEY is required/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: '2factor', TWO_FACTOR_API_KEY: 'key/../x' })).toThrow(/^Invalid configuration: TWO_FACTOR_API_KEY /);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'msg99', TWO_FACTOR_API_KEY: 'k' })).toThrow(/^Invalid configuration: SMS_PROVIDER must be one of sandbox, 2factor/);
    const twoFactor = { ...production, SMS_PROVIDER: '2factor', TWO_FACTOR_API_KEY: ' 0a1b2c3d-4e5f ' };
    expect(loadConfig(twoFactor).sms).toEqual({ provider: '2factor', apiKey: '0a1b2c3d-4e5f', template: null });
    expect(loadConfig({ ...twoFactor, TWO_FACTOR_OTP_TEMPLATE: 'SIKKA_OTP' }).sms).toEqual({ provider: '2factor', apiKey: '0a1b2c3d-4e5f', template: 'SIKKA_OTP' });
    expect(() => loadConfig({ ...twoFactor, SMS_SANDBOX: 'true' })).toThrow(/^Invalid configuration: SMS_SANDBOX cannot be true when SMS_PROVIDER=2factor/);
    // Outside production the sandbox is the default (npm start, the tests).
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ SMS_SANDBOX: 'false' })).toThrow(/^Invalid configuration: SMS_SANDBOX /);
  });
});
