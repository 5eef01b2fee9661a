import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RoutePending } from './route-pending';

const RouteErrorPageScreen = lazy(() => import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })));
const NotFoundPageScreen = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * The error screen, fetched when a screen fails: antd's Result and Card are heavy and most visits never
 * need them, so they stay out of the first load (docs/decisions/0050-first-load-budget.md).
 */
export function LazyRouteErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={<RoutePending />}>
      <RouteErrorPageScreen {...props} />
    </Suspense>
  );
}

/** The 404 screen, fetched when an address matches nothing (kept out of the first load, as above). */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<RoutePending />}>
      <NotFoundPageScreen />
    </Suspense>
  );
}
