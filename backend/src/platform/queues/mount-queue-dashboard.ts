import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import { errorBody } from '../http/error-body';
import { Callers } from '../session/callers';
import { QUEUE_DASHBOARD_PATH, QueueDashboard } from './queue-dashboard';

/**
 * Serves Bull Board at /admin/queues to signed-in admins only (the caller resolved as AdminGuard
 * resolves it); others get the API's JSON error: 401 signed out, 403 not an admin.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const callers = app.get(Callers);
  const adminsOnly = (req: Request, res: Response, next: NextFunction): void => {
    void (async () => {
      const principal = await callers.of(req);
      if (!principal) return void res.status(401).json(errorBody(401, 'Please sign in to continue'));
      if (!principal.isAdmin) return void res.status(403).json(errorBody(403, 'Only administrators can do this'));
      next();
    })().catch(next);
  };
  app.use(QUEUE_DASHBOARD_PATH, adminsOnly, app.get(QueueDashboard, { strict: false }).router());
}
