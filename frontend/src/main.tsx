import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './app/i18n';
import { initialLanguage } from './app/language';
import { BaseProviders } from './app/base-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './app/global.css';

/** Hands the main thread back to the browser until its next task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up in steps, each its own task: the modules' evaluation, the router, the translations and
 * the render run apart, so a phone's main thread is never held for all of them at once (decisions/0089).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  const i18n = createI18n(initialLanguage());
  await nextTask();
  const root = createRoot(container);
  // A transition, so React renders the first screen in slices and yields between them (decisions/0058).
  startTransition(() => {
    root.render(
      <StrictMode>
        <BaseProviders i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </BaseProviders>
      </StrictMode>,
    );
  });
}

void start();
