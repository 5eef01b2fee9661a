import { Global, Injectable, Module } from '@nestjs/common';

/** What a fast route answers: a 200 with a JSON text body and the route's own headers. */
export interface FastAnswer {
  /** The JSON text of the answer, sent as it is (or compressed). */
  json: string;
  /** The route's own headers, set in this order before Content-Type (as its controller sets them). */
  headers: readonly (readonly [name: string, value: string])[];
}

/**
 * A GET route answered before Express when its query is one it is sure of (decisions/0078). It
 * must give exactly what its controller gives for that query; for any query it is not sure of it
 * answers null, and a failure is thrown: the request then goes through Express as usual, whose
 * validation, filters and error answers decide.
 */
export interface FastRoute {
  /** The path it answers, exactly (no trailing slash), e.g. "/api/coins". */
  path: string;
  /** The route as the metrics name it (Express's `req.baseUrl + req.route.path` for the same request). */
  metricsRoute: string;
  answer(query: string): Promise<FastAnswer | null>;
}

/**
 * The routes a context answers before the HTTP framework (platform/http/fast-path.ts). The platform
 * knows no context: a context registers its route here at start, as it does its web pages.
 */
@Injectable()
export class FastRoutes {
  private readonly routes = new Map<string, FastRoute>();

  register(route: FastRoute): void {
    this.routes.set(route.path, route);
  }

  find(path: string): FastRoute | undefined {
    return this.routes.get(path);
  }

  get size(): number {
    return this.routes.size;
  }
}

@Global()
@Module({ providers: [FastRoutes], exports: [FastRoutes] })
export class FastRoutesModule {}
