import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@/i18n/languages';
import { renderWithProviders } from './render-with-providers';

/** renderWithProviders for UI with router links: rendered as the only screen of a memory router at `path`. */
export function renderInRouter(ui: ReactElement, { language = 'en', path = '/' }: { language?: Language; path?: string } = {}): RenderResult {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, { language });
}
