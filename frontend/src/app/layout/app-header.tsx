import { CrownOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { FROM_MD, useMediaQuery } from '@/components/use-media-query';
import { useSignInSearch } from '@/components/use-sign-in-search';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { BrandLink } from './brand-link';
import { HeaderNav } from './header-nav';
import { isSeller } from './is-seller';
import { LanguageToggle } from './language-toggle';
import './app-header.css';

/** The phone's account menu (antd Dropdown and Menu) is only for signed-in users: fetched when shown. */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The name, the greeting, Upgrade for free users, the language and Logout (spec §2). From md up it also
 * carries every destination (the phone has them in the bottom bar), Sell for sellers and the
 * notifications bell; on phones the greeting, Sell, Notifications, Admin and Logout sit in a labelled
 * account menu.
 */
export function AppHeader() {
  const { t } = useTranslation('layout');
  const { data: user } = useQuery(currentUserQueryOptions);
  const signInSearch = useSignInSearch();
  const phone = !useMediaQuery(FROM_MD);

  return (
    <Layout.Header className="app-header">
      <div className="app-header__inner">
        <BrandLink />
        {!phone && <HeaderNav user={user} />}
        <div className="app-header__actions">
          {user && !phone && (
            <span className="app-header__greeting">{t('header.greeting', { name: user.name })}</span>
          )}
          {!phone && isSeller(user) && (
            <ButtonLink to="/sell" color="primary" variant="solid" icon={<PlusOutlined aria-hidden />}>
              {t('header.sell')}
            </ButtonLink>
          )}
          {user?.subscriptionTier === 'free' && (
            <ButtonLink to="/subscription" color="primary" variant="solid" icon={<CrownOutlined aria-hidden />}>
              {t(phone ? 'header.upgradeShort' : 'header.upgrade')}
            </ButtonLink>
          )}
          {user && !phone && <NotificationBell userId={user.id} />}
          <LanguageToggle />
          {user === null && (
            <ButtonLink to="/auth" search={signInSearch} color="primary" variant="solid">
              {t('header.signIn')}
            </ButtonLink>
          )}
          {user &&
            (phone ? (
              <Suspense fallback={null}>
                <AccountMenu user={user} />
              </Suspense>
            ) : (
              <LogoutButton />
            ))}
        </div>
      </div>
    </Layout.Header>
  );
}
