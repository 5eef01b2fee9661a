import { createECDH } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';

export type AppRole = 'all' | 'api' | 'worker';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: string;
  role: AppRole;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key this process writes (sessions, throttles, queues, socket adapter). */
  redisPrefix: string;
  sessionSecret: string;
  sessionTtlSeconds: number;
  /** Set the Secure flag on the session cookie (always true when NODE_ENV=production). */
  cookieSecure: boolean;
  trustProxy: boolean;
  /** Origin of the public site (https://sikka.in) for canonical URLs, Open Graph and sitemaps; null = the request's own origin. */
  publicOrigin: string | null;
  /** Origins whose pages may open Socket.IO connections; empty = only the origin the request was sent to (its Host). */
  allowedOrigins: string[];
  /** How often each process re-checks the sessions of its live sockets (an expired session is disconnected within this). */
  socketSessionCheckSeconds: number;
  /** Accounts one client address may create per hour. */
  registrationLimitPerHour: number;
  adminMobile: string | null;
  adminPassword: string | null;
  /** argon2id's memory per password hash in KiB (64 MiB by default; at least OWASP's 19 MiB in production; decisions/0088). */
  passwordHashMemoryKib: number;
  razorpay: { keyId: string | null; keySecret: string; webhookSecret: string };
  /** Payments go through the built-in sandbox (no RAZORPAY_KEY_ID); in production only with PAYMENTS_SANDBOX=true. */
  paymentsSandbox: boolean;
  /**
   * Where one-time codes go by SMS (decisions/0077): the built-in sandbox (codes kept in a test inbox,
   * GET /api/sandbox/sms; in production only with SMS_SANDBOX=true) or 2Factor with its API key and
   * the name of its DLT-approved OTP template (null: the account's default template).
   */
  sms: { provider: 'sandbox' } | { provider: '2factor'; apiKey: string; template: string | null };
  uploadDir: string;
  /** Where coin pictures go: the local UPLOAD_DIR, or an S3-compatible bucket. */
  storage: { driver: 'local' } | { driver: 's3'; bucket: string; region: string; endpoint: string | null; publicUrl: string; accessKeyId: string | null; secretAccessKey: string | null };
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Built web app served on every path that is not the API. */
  webDist: string;
  /** Bearer token Prometheus must send for /metrics; null = /metrics is not served (404). */
  metricsToken: string | null;
  /**
   * Web Push (decisions/0065): the VAPID key pair (both null: generated once and kept in the database),
   * the subject its JWTs name, and whether push endpoints on http://127.0.0.1 are accepted (tests only).
   */
  webPush: { vapidPublicKey: string | null; vapidPrivateKey: string | null; subject: string; allowLoopbackEndpoints: boolean };
}

/** OWASP's least argon2id memory (19 MiB with 2 passes; we make 3): a production server never hashes with less. */
const PRODUCTION_LEAST_HASH_MEMORY_KIB = 19456;

/** A configuration problem, reported at boot with the variable's name. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
const DEV_SESSION_SECRET = 'sikka-development-session-secret-change-me';
const DEV_RAZORPAY_SECRET = 'sikka-sandbox-key-secret';
const DEV_WEBHOOK_SECRET = 'sikka-sandbox-webhook-secret';

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const value = text(env, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function origins(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (!raw) return [];
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    let parsed: URL;
    try {
      parsed = new URL(entry);
    } catch {
      throw new ConfigError(name, `must be a comma-separated list of origins like https://sikka.example, got "${entry}"`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new ConfigError(name, `must list http:// or https:// origins, got "${entry}"`);
    return parsed.origin;
  });
}

function origin(env: Env, name: string): string | null {
  const raw = optional(env, name);
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an origin like https://sikka.example, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new ConfigError(name, `must start with http:// or https://, got "${raw}"`);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) throw new ConfigError(name, `must be an origin only (scheme, host and port, no path, query or user), got "${raw}"`);
  return parsed.origin;
}

function path(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

function metricsToken(env: Env): string | null {
  const token = optional(env, 'METRICS_TOKEN');
  if (token !== null && (token.length < 16 || !/^[\x21-\x7e]+$/.test(token))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 printable characters without spaces');
  }
  return token;
}

function base64UrlKey(env: Env, name: string, bytes: number): string | null {
  const key = optional(env, name);
  if (key !== null && (!/^[A-Za-z0-9_-]+$/.test(key) || Buffer.from(key, 'base64url').length !== bytes)) {
    throw new ConfigError(name, `must be ${bytes} bytes in URL-safe base64 without padding (as npx web-push generate-vapid-keys prints)`);
  }
  return key;
}

function webPush(env: Env, production: boolean): AppConfig['webPush'] {
  const vapidPublicKey = base64UrlKey(env, 'VAPID_PUBLIC_KEY', 65);
  const vapidPrivateKey = base64UrlKey(env, 'VAPID_PRIVATE_KEY', 32);
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null)) {
    throw new ConfigError(vapidPublicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'must be set together with the other VAPID key');
  }
  if (vapidPublicKey && vapidPrivateKey) {
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(Buffer.from(vapidPrivateKey, 'base64url'));
    } catch {
      throw new ConfigError('VAPID_PRIVATE_KEY', 'is not a P-256 private key');
    }
    if (ecdh.getPublicKey('base64url') !== vapidPublicKey) throw new ConfigError('VAPID_PUBLIC_KEY', 'is not the public key of VAPID_PRIVATE_KEY');
  }
  const subject = text(env, 'VAPID_SUBJECT', 'mailto:support@sikka.in');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) throw new ConfigError('VAPID_SUBJECT', `must be a mailto: address or an https:// URL, got "${subject}"`);
  const allowLoopbackEndpoints = boolean(env, 'WEB_PUSH_ALLOW_LOOPBACK_HTTP', false);
  if (allowLoopbackEndpoints && production) throw new ConfigError('WEB_PUSH_ALLOW_LOOPBACK_HTTP', 'cannot be true when NODE_ENV=production');
  return { vapidPublicKey, vapidPrivateKey, subject, allowLoopbackEndpoints };
}

function sms(env: Env, production: boolean): AppConfig['sms'] {
  const provider = oneOf(env, 'SMS_PROVIDER', ['sandbox', '2factor'] as const, 'sandbox');
  // The sandbox shows every code to whoever asks for it: in production it runs only when asked for by name.
  const sandbox = boolean(env, 'SMS_SANDBOX', provider === 'sandbox' && !production);
  if (provider === 'sandbox') {
    if (!sandbox) {
      throw new ConfigError(
        'SMS_SANDBOX',
        production
          ? 'must be true to send one-time codes to the built-in sandbox when NODE_ENV=production (anyone could read them and reset any password); otherwise set SMS_PROVIDER=2factor and TWO_FACTOR_API_KEY'
          : 'is false but SMS_PROVIDER is not set: set SMS_PROVIDER=2factor and TWO_FACTOR_API_KEY, or leave SMS_SANDBOX unset',
      );
    }
    return { provider };
  }
  if (sandbox) throw new ConfigError('SMS_SANDBOX', `cannot be true when SMS_PROVIDER=${provider}`);
  const apiKey = optional(env, 'TWO_FACTOR_API_KEY');
  if (!apiKey) throw new ConfigError('TWO_FACTOR_API_KEY', 'is required when SMS_PROVIDER=2factor');
  if (!/^[A-Za-z0-9-]+$/.test(apiKey)) throw new ConfigError('TWO_FACTOR_API_KEY', 'may hold only letters, digits and dashes');
  const template = optional(env, 'TWO_FACTOR_OTP_TEMPLATE');
  if (template !== null && !/^[A-Za-z0-9 _.-]{1,100}$/.test(template)) {
    throw new ConfigError('TWO_FACTOR_OTP_TEMPLATE', 'may hold only letters, digits, spaces and _ . - (at most 100)');
  }
  return { provider, apiKey, template };
}

/** Reads and checks the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const production = nodeEnv === 'production';

  const sessionSecret = text(env, 'SESSION_SECRET', production ? '' : DEV_SESSION_SECRET);
  if (!sessionSecret) throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
  if (sessionSecret.length < 16) throw new ConfigError('SESSION_SECRET', 'must be at least 16 characters');

  const adminMobile = optional(env, 'ADMIN_MOBILE');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if ((adminMobile === null) !== (adminPassword === null)) {
    throw new ConfigError(adminMobile ? 'ADMIN_PASSWORD' : 'ADMIN_MOBILE', 'must be set together with the other admin variable');
  }

  const keyId = optional(env, 'RAZORPAY_KEY_ID');
  const keySecret = text(env, 'RAZORPAY_KEY_SECRET', keyId ? '' : DEV_RAZORPAY_SECRET);
  if (!keySecret) throw new ConfigError('RAZORPAY_KEY_SECRET', 'is required when RAZORPAY_KEY_ID is set');
  const webhookSecret = text(env, 'RAZORPAY_WEBHOOK_SECRET', keyId ? '' : DEV_WEBHOOK_SECRET);
  if (!webhookSecret) throw new ConfigError('RAZORPAY_WEBHOOK_SECRET', 'is required when RAZORPAY_KEY_ID is set');
  // The sandbox lets anyone "pay": in production it runs only when asked for by name (decisions/0027).
  const paymentsSandbox = boolean(env, 'PAYMENTS_SANDBOX', !keyId && !production);
  if (paymentsSandbox && keyId) throw new ConfigError('PAYMENTS_SANDBOX', 'cannot be true when RAZORPAY_KEY_ID is set');
  if (!paymentsSandbox && !keyId) {
    throw new ConfigError(
      'PAYMENTS_SANDBOX',
      production
        ? 'must be true to take payments in the built-in sandbox when NODE_ENV=production (anyone could get a paid plan free); otherwise set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET'
        : 'is false but RAZORPAY_KEY_ID is not set: set the Razorpay keys, or leave PAYMENTS_SANDBOX unset',
    );
  }

  const redisPrefix = text(env, 'REDIS_PREFIX', 'sikka:');
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX', 'may hold only letters, digits and _ . : - (at most 64)');
  }

  const storageDriver = oneOf(env, 'STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  let storage: AppConfig['storage'] = { driver: 'local' };
  if (storageDriver === 's3') {
    const bucket = optional(env, 'S3_BUCKET');
    if (!bucket) throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER=s3');
    const endpoint = optional(env, 'S3_ENDPOINT');
    const region = text(env, 'S3_REGION', 'ap-south-1');
    storage = {
      driver: 's3',
      bucket,
      region,
      endpoint: endpoint ? url(env, 'S3_ENDPOINT', endpoint, ['http:', 'https:']) : null,
      publicUrl: url(env, 'S3_PUBLIC_URL', endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`, ['http:', 'https:']).replace(/\/$/, ''),
      accessKeyId: optional(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: optional(env, 'S3_SECRET_ACCESS_KEY'),
    };
  }

  return {
    nodeEnv,
    role: oneOf(env, 'APP_ROLE', ['all', 'api', 'worker'] as const, 'all'),
    port: integer(env, 'PORT', 3000, 0, 65535),
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/sikka', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix,
    sessionSecret,
    sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 30 * 24 * 3600, 300, 365 * 24 * 3600),
    cookieSecure: production || boolean(env, 'COOKIE_SECURE', false),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    publicOrigin: origin(env, 'PUBLIC_ORIGIN'),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    socketSessionCheckSeconds: integer(env, 'SOCKET_SESSION_CHECK_SECONDS', 30, 1, 3600),
    registrationLimitPerHour: integer(env, 'REGISTRATION_LIMIT_PER_HOUR', 10, 1, 1_000_000),
    adminMobile,
    adminPassword,
    passwordHashMemoryKib: integer(env, 'PASSWORD_HASH_MEMORY_KIB', 65536, production ? PRODUCTION_LEAST_HASH_MEMORY_KIB : 1024, 1048576),
    razorpay: { keyId, keySecret, webhookSecret },
    paymentsSandbox,
    uploadDir: path(env, 'UPLOAD_DIR', 'uploads'),
    storage,
    seedDemo: boolean(env, 'SEED_DEMO', true),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    webDist: path(env, 'WEB_DIST', 'frontend/dist'),
    metricsToken: metricsToken(env),
    webPush: webPush(env, production),
    sms: sms(env, production),
  };
}
