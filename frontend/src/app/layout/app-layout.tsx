import { Outlet, useRouterState } from '@tanstack/react-router';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServiceWorker } from '@/features/notifications/hooks/use-service-worker';
import { AntdProviders } from '../antd-providers';
import { useFirstScreenHandoff, useFirstScreenReady } from '../first-screen-handoff';
import { RealtimeSession } from '../realtime/realtime-session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import './app-layout.css';

/**
 * The shell around every screen: header, the screen itself, footer, and the phone bottom bar, all
 * inside the signed-in user's realtime session and antd's theme (they come with this chunk, not with the
 * first load: routes/__root.tsx). The service worker (push, offline page) is registered from here, once
 * the page has loaded.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const ready = useFirstScreenReady();
  useFirstScreenHandoff(ready, useRouterState({ select: (state) => state.isLoading || state.status === 'pending' }));
  useServiceWorker();
  if (!ready) return null;
  return (
    <AntdProviders>
      <RealtimeSession>
        <Layout className="app-layout">
          <a className="skip-link" href="#main-content">
            {t('skipToContent')}
          </a>
          <AppHeader />
          <Layout.Content id="main-content" tabIndex={-1} className="app-layout__content">
            <Outlet />
          </Layout.Content>
          <AppFooter />
          <BottomBar />
        </Layout>
      </RealtimeSession>
    </AntdProviders>
  );
}
