/**
 * The web app's client routes, as TanStack Router spells them (frontend/src/routes; `$name` is a
 * path parameter). The server answers these with the app and status 200, anything else with the
 * app and 404 (decisions/0045). web-routes.spec.ts compares this list with the router's generated
 * route tree, so a new screen cannot be forgotten here.
 */
export const WEB_APP_ROUTES = [
  '/',
  '/about',
  '/admin',
  '/auth',
  '/cancellation-refund',
  '/coin/$id',
  '/contact',
  '/disclaimer',
  '/listings',
  '/messages',
  '/my-listings',
  '/payment-test',
  '/privacy',
  '/profile',
  '/search',
  '/sell',
  '/sellers/$sellerId',
  '/shipping-delivery',
  '/subscription',
  '/terms',
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
