import { createECDH, randomBytes } from 'node:crypto';
import { ValidationError } from '../../../platform/kernel/errors';
import { checkPushSubscription, storedEndpoint } from './push-subscription-rules';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.field : `not a ValidationError: ${String(error)}`;
  }
};

describe('checkPushSubscription', () => {
  it('takes the https endpoint of a push service and the browser keys, unpadded', () => {
    const padded = { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` };
    expect(checkPushSubscription({ endpoint: ' https://FCM.googleapis.com/fcm/send/abc:123 ', keys: padded }, false)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:123',
      keys,
    });
    expect(checkPushSubscription({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA', keys }, false).endpoint).toBe('https://updates.push.services.mozilla.com/wpush/v2/gAAAA');
  });

  it.each([
    'http://fcm.googleapis.com/x',
    'http://127.0.0.1:9000/push',
    'https://127.0.0.1/push',
    'https://0x7f.1/push',
    'https://169.254.169.254/latest',
    'https://[::1]/push',
    'https://localhost/push',
    'https://db.localhost/push',
    'https://printer.local/push',
    'https://metadata.google.internal/x',
    'https://intranet/push',
    'https://user:pass@fcm.googleapis.com/x',
    'https://fcm.googleapis.com/x#y',
    'javascript:alert(1)',
    'fcm.googleapis.com/x',
  ])('refuses %s naming endpoint', (endpoint) => {
    expect(fieldOf(() => checkPushSubscription({ endpoint, keys }, false))).toBe('endpoint');
  });

  it('lets http://127.0.0.1 and localhost stand in for a push service only when allowed (tests)', () => {
    expect(checkPushSubscription({ endpoint: 'http://127.0.0.1:9000/push/1', keys }, true).endpoint).toBe('http://127.0.0.1:9000/push/1');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'http://10.0.0.1/push', keys }, true))).toBe('endpoint');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'http://127.0.0.1:9000/push/1', keys }, false))).toBe('endpoint');
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret, naming which', () => {
    const compressed = Buffer.from(ecdh.getPublicKey('base64url', 'compressed'), 'base64url').toString('base64url');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: compressed } }, false))).toBe('keys.p256dh');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: `+${keys.p256dh.slice(1)}` } }, false))).toBe('keys.p256dh');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: randomBytes(15).toString('base64url') } }, false))).toBe('keys.auth');
    expect(fieldOf(() => checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: '' } }, false))).toBe('keys.auth');
  });

  it('finds a stored endpoint however it is written', () => {
    expect(storedEndpoint(' https://FCM.googleapis.com/fcm/send/abc ')).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(storedEndpoint('not a url')).toBe('not a url');
  });
});
