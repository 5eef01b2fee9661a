import { CrownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Grid, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { MessagesLink } from '@/features/messaging/components/messages-link';
import { BrandLink } from './brand-link';
import { LanguageToggle } from './language-toggle';
import './app-header.css';

export function AppHeader() {
  const { t } = useTranslation('layout');
  const { data: user } = useQuery(currentUserQueryOptions);
  // Below md the bottom bar carries the profile, so the header keeps to icons.
  const compact = !Grid.useBreakpoint().md;

  return (
    <Layout.Header className="app-header">
      <div className="app-header__inner">
        <BrandLink />
        <div className="app-header__actions">
          {user && !compact && (
            <span className="app-header__greeting">{t('header.greeting', { name: user.name })}</span>
          )}
          {user?.subscriptionTier === 'free' && (
            <ButtonLink
              to="/subscription"
              color="primary"
              variant="solid"
              icon={<CrownOutlined aria-hidden />}
              aria-label={compact ? t('header.upgrade') : undefined}
              title={compact ? t('header.upgrade') : undefined}
            >
              {compact ? null : t('header.upgrade')}
            </ButtonLink>
          )}
          {user && !compact && <MessagesLink userId={user.id} />}
          <LanguageToggle />
          {user === null && (
            <ButtonLink to="/auth" color="primary" variant="solid">
              {t('header.signIn')}
            </ButtonLink>
          )}
          {user && <LogoutButton iconOnly={compact} />}
        </div>
      </div>
    </Layout.Header>
  );
}
