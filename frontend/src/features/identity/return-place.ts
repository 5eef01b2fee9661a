/** The kinds of screen /auth can name when it says where signing in leads back to. */
export type ReturnPlace = 'coin' | 'messages' | 'sell' | 'listings' | 'profile' | 'subscription' | 'admin' | 'search' | 'page';

const PLACES: readonly (readonly [prefix: string, place: ReturnPlace])[] = [
  ['/coin', 'coin'],
  ['/messages', 'messages'],
  ['/sell', 'sell'],
  ['/listings', 'listings'],
  ['/my-listings', 'listings'],
  ['/profile', 'profile'],
  ['/subscription', 'subscription'],
  ['/admin', 'admin'],
  ['/search', 'search'],
];

/** Which kind of screen a return path is, so it can be named in words rather than shown as an address. */
export function returnPlace(path: string): ReturnPlace {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const match = PLACES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (match) return match[1];
  return pathname === '/' && path.includes('?') ? 'search' : 'page';
}
