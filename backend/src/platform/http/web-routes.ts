/**
 * The web app's client routes, as TanStack Router spells them (frontend/src/routes; `$name` is a
 * path parameter). The server answers these with the app and status 200, anything else with the
 * app and 404 (decisions/0045). web-routes.spec.ts compares this list with the router's generated
 * route tree, so a new screen cannot be forgotten here.
 */
export const WEB_APP_ROUTES = [
  '/',
  '/about',
  '/antiquities',
  '/admin',
  '/auth',
  '/cancellation-refund',
  '/coin/$id',
  '/contact',
  '/disclaimer',
  '/listings',
  '/messages',
  '/my-listings',
  '/notifications',
  '/payment-test',
  '/privacy',
  '/profile',
  '/reset-password',
  '/saved-searches',
  '/search',
  '/sell',
  '/sellers/$sellerId',
  '/shipping-delivery',
  '/subscription',
  '/terms',
  '/watchlist',
] as const;

export type WebAppRoute = (typeof WEB_APP_ROUTES)[number];

export interface WebRouteMatch {
  route: WebAppRoute;
  params: Record<string, string>;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = WEB_APP_ROUTES.map((route) => {
  const names: string[] = [];
  const pattern = route
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return escape(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // Like the router: case-insensitive, one trailing slash allowed.
  return { route, names, regex: new RegExp(route === '/' ? '^/$' : `^${pattern}/?$`, 'i') };
});

/** The client route a path belongs to, with its parameters (decoded), or null for an unknown path. */
export function matchWebRoute(path: string): WebRouteMatch | null {
  for (const { route, names, regex } of MATCHERS) {
    const found = regex.exec(path);
    if (!found) continue;
    try {
      return { route, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])])) };
    } catch {
      return null; // a malformed %-escape is no page of ours
    }
  }
  return null;
}

/**
 * Paths crawlers are asked to keep out of (robots.txt) and whose pages say noindex: the signed-in
 * screens, the API and the queue dashboard. Prefixes, as robots.txt reads them.
 */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/messages', '/listings', '/my-listings', '/notifications', '/watchlist', '/saved-searches', '/sell', '/profile', '/api/', '/admin/queues'] as const;

/** Whether a client route is one of the private screens above (so its page is not for search engines). */
export function isPrivateRoute(route: WebAppRoute): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => {
    const path = prefix.replace(/\/$/, '');
    return route === path || route.startsWith(`${path}/`);
  });
}

/** The route's path with its parameters filled in (URL-encoded): the canonical spelling of a page's path. */
export function fillWebRoute(route: WebAppRoute, params: Record<string, string>): string {
  return route.replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
