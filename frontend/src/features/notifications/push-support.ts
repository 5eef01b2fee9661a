/**
 * Where this browser stands with Web Push: `unsupported` (no service worker, PushManager or
 * Notification: e.g. Safari on an iPhone outside a home-screen app), `blocked` (the user or the browser
 * denied notifications to this site: only its site settings can change that), or `available`.
 */
export type PushSupport = 'unsupported' | 'blocked' | 'available';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The VAPID key as the bytes PushManager.subscribe wants (URL-safe base64 without padding → bytes). */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
