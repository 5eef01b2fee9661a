import { Injectable } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { Application, Router } from 'express';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Bull Board: the queues contexts register here are shown at /admin/queues (to admins, see mountQueueDashboard). */
@Injectable()
export class QueueDashboard {
  private readonly adapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
  private readonly board = createBullBoard({ queues: [], serverAdapter: this.adapter, options: { uiConfig: { boardTitle: 'Sikka queues' } } });

  add(queue: Queue): void {
    this.board.addQueue(new BullMQAdapter(queue));
  }

  /** Bull Board's own express app; like the main app, it does not announce the framework (X-Powered-By). */
  router(): Router {
    const board = this.adapter.getRouter() as Application;
    board.disable('x-powered-by');
    return board as unknown as Router;
  }
}
