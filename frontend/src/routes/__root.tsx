import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { LazyNotFoundPage } from '@/app/layout/lazy-status-pages';
import type { RouterContext } from '@/app/router-context';

/**
 * The shell (header, footer, bottom bar and antd's providers) is its own chunk, fetched in parallel with
 * the first screen's: the first load carries no antd (docs/decisions/0050-first-load-budget.md).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: lazyRouteComponent(() => import('@/app/layout/app-layout'), 'AppLayout'),
  notFoundComponent: LazyNotFoundPage,
});
