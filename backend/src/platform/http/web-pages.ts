import { Global, Injectable, Module } from '@nestjs/common';
import { Sitemaps } from './sitemaps';
import type { PageLanguage, PageRequest, WebPage, WebPageDescriber } from './web-page';
import { fillWebRoute, isPrivateRoute, matchWebRoute, WebAppRoute } from './web-routes';

export type { WebPageDescriber } from './web-page';

/** How the platform answers one page: its status, what the context said about it, and where it lives. */
export interface ResolvedWebPage {
  status: 200 | 404;
  page: WebPage | null;
  /** The canonical path with its normalised query, without the language; null for a 404. */
  canonicalPath: string | null;
  /** A private screen (robots.txt keeps crawlers out; the page says noindex). */
  isPrivate: boolean;
}

/**
 * Decides the status and the head of a web app page: unknown paths are 404; a route whose context
 * registered a describer (the Catalog for /, /search, /coin/$id and /sellers/$sellerId) is described
 * by it, and is 404 when the describer answers null (the thing it shows is missing). The platform
 * knows no context: contexts register their describers here at start (decisions/0045, 0049).
 */
@Injectable()
export class WebPages {
  private readonly describers = new Map<WebAppRoute, WebPageDescriber>();

  register(route: WebAppRoute, describe: WebPageDescriber): void {
    this.describers.set(route, describe);
  }

  /** Resolves a page. A describer that fails (the database is away) is re-thrown for the caller to decide. */
  async resolve(path: string, query: URLSearchParams, language: PageLanguage, absolute: PageRequest['absolute']): Promise<ResolvedWebPage> {
    const match = matchWebRoute(path);
    if (!match) return { status: 404, page: null, canonicalPath: null, isPrivate: false };
    const describe = this.describers.get(match.route);
    const page = describe ? await describe({ params: match.params, query, language, absolute }) : null;
    if (describe && !page) return { status: 404, page: null, canonicalPath: null, isPrivate: false };
    const canonicalQuery = new URLSearchParams(page?.head.canonicalQuery ?? []).toString();
    const canonicalPath = `${fillWebRoute(match.route, match.params)}${canonicalQuery ? `?${canonicalQuery}` : ''}`;
    return { status: 200, page, canonicalPath, isPrivate: isPrivateRoute(match.route) };
  }

}

@Global()
@Module({ providers: [WebPages, Sitemaps], exports: [WebPages, Sitemaps] })
export class WebPagesModule {}
