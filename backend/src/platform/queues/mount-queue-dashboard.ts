import { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import { NextFunction, Request, Response } from 'express';
import { errorBody } from '../http/error-body';
import { GetPrincipalQuery } from '../kernel/principal';
import { SessionService } from '../session/session.service';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from './queue-dashboard';

/**
 * Serves Bull Board at /admin/queues to signed-in admins only (asked of Identity on every request,
 * like AdminGuard); others get the API's JSON error: 401 signed out, 403 not an admin.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const sessions = app.get(SessionService);
  const queries = app.get(QueryBus);
  const adminsOnly = (req: Request, res: Response, next: NextFunction): void => {
    void (async () => {
      const session = await sessions.fromRequest(req);
      if (!session) return void res.status(401).json(errorBody(401, 'Please sign in to continue'));
      const principal = await queries.execute(new GetPrincipalQuery(session.userId));
      if (!principal?.isAdmin) return void res.status(403).json(errorBody(403, 'Only administrators can do this'));
      next();
    })().catch(next);
  };
  app.use(QUEUE_DASHBOARD_PATH, adminsOnly, app.get(QueueDashboard, { strict: false }).router());
}
