import { Global, Injectable, Module } from '@nestjs/common';
import { matchWebRoute, WebAppRoute } from './web-routes';

/** Whether the thing a page shows exists (a coin, a seller); answers false for a missing one. */
export type WebPageCheck = (params: Record<string, string>) => Promise<boolean>;

/**
 * Decides the status of a web app page: unknown paths are 404; pages of a route whose context
 * registered a check (the Catalog for /coin/$id and /sellers/$sellerId) are 404 when the thing they
 * show is missing. The platform knows no context: contexts register their checks here at start.
 */
@Injectable()
export class WebPages {
  private readonly checks = new Map<WebAppRoute, WebPageCheck>();

  register(route: WebAppRoute, check: WebPageCheck): void {
    this.checks.set(route, check);
  }

  async status(path: string): Promise<200 | 404> {
    const match = matchWebRoute(path);
    if (!match) return 404;
    const check = this.checks.get(match.route);
    return !check || (await check(match.params)) ? 200 : 404;
  }
}

@Global()
@Module({ providers: [WebPages], exports: [WebPages] })
export class WebPagesModule {}
