import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { NotFoundPage } from '@/app/layout/not-found-page';
import type { RouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
