import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './app/i18n';
import { initialLanguage } from './app/language';
import { BaseProviders } from './app/base-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './app/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const i18n = createI18n(initialLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const root = createRoot(container);
// A transition, so React renders the first screen in slices and yields between them: a phone's main
// thread is never blocked for the whole first render at once (decisions/0058).
startTransition(() => {
  root.render(
    <StrictMode>
      <BaseProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </BaseProviders>
    </StrictMode>,
  );
});
