import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillWebRoute, isPrivateRoute, matchWebRoute, WEB_APP_ROUTES } from './web-routes';

/** The full paths of the router's generated route tree (frontend/src/routeTree.gen.ts). */
function routerPaths(): string[] {
  const tree = readFileSync(join(__dirname, '../../../../frontend/src/routeTree.gen.ts'), 'utf8');
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree);
  if (!byFullPath) throw new Error('FileRoutesByFullPath not found in routeTree.gen.ts');
  return [...byFullPath[1].matchAll(/^\s*'([^']+)':/gm)].map((found) => found[1]);
}

describe('web app routes', () => {
  it('are exactly the routes of the web app', () => {
    expect([...WEB_APP_ROUTES].sort()).toEqual(routerPaths().sort());
  });

  it('match paths with their parameters, case-insensitively, with an optional trailing slash', () => {
    expect(matchWebRoute('/')).toEqual({ route: '/', params: {} });
    expect(matchWebRoute('/about/')).toEqual({ route: '/about', params: {} });
    expect(matchWebRoute('/Search')).toEqual({ route: '/search', params: {} });
    expect(matchWebRoute('/coin/42')).toEqual({ route: '/coin/$id', params: { id: '42' } });
    expect(matchWebRoute('/coin/abc')).toEqual({ route: '/coin/$id', params: { id: 'abc' } });
    expect(matchWebRoute('/sellers/7')).toEqual({ route: '/sellers/$sellerId', params: { sellerId: '7' } });
  });

  it('know no other path', () => {
    for (const path of ['/no-such-page', '/coin', '/coin/', '/coin/1/2', '/about/more', '/aboutx', '//', '/coin/%E0%A4']) {
      expect(matchWebRoute(path)).toBeNull();
    }
  });

  it('tell the private screens from the public pages, and spell a page\'s canonical path', () => {
    expect(WEB_APP_ROUTES.filter(isPrivateRoute).sort()).toEqual(['/admin', '/listings', '/messages', '/my-listings', '/notifications', '/profile', '/saved-searches', '/sell', '/watchlist']);
    expect(fillWebRoute('/coin/$id', { id: '42' })).toBe('/coin/42');
    expect(fillWebRoute('/sellers/$sellerId', { sellerId: 'a b' })).toBe('/sellers/a%20b');
  });
});
