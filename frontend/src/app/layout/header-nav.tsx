import { AppstoreOutlined, SafetyCertificateOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { MessagesLink } from '@/features/messaging/components/messages-link';
import type { User } from '@/features/identity/types';
import { usePendingReviewCount } from './use-pending-review-count';

/** The review count's antd Badge is only for admins: fetched when shown. */
const PendingReviewCount = lazy(() => import('./pending-review-count').then((m) => ({ default: m.PendingReviewCount })));

function NavItem({ to, icon, children }: { to: '/search' | '/listings' | '/profile' | '/admin'; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <ButtonLink to={to} variant="text" color="default" icon={icon} className="app-nav__link">
        {children}
      </ButtonLink>
    </li>
  );
}

/**
 * The desktop header's destinations, the phone bottom bar's and more: Search, My Listings, Messages and
 * Profile for everyone signed in, Admin with the review queue's count for admins. Signed out: Search.
 */
export function HeaderNav({ user }: { user: User | null | undefined }) {
  const { t } = useTranslation('layout');
  const pendingReview = usePendingReviewCount(user?.isAdmin === true);
  return (
    <nav className={user ? 'app-nav' : 'app-nav app-nav--inline'} aria-label={t('header.navLabel')}>
      <ul className="app-nav__list">
        <NavItem to="/search" icon={<SearchOutlined aria-hidden />}>
          {t('bottomBar.search')}
        </NavItem>
        {user && (
          <>
            <NavItem to="/listings" icon={<AppstoreOutlined aria-hidden />}>
              {t('header.myListings')}
            </NavItem>
            <li className="app-nav__messages">
              <MessagesLink userId={user.id} />
            </li>
            <NavItem to="/profile" icon={<UserOutlined aria-hidden />}>
              {t('bottomBar.profile')}
            </NavItem>
          </>
        )}
        {user?.isAdmin && (
          <NavItem to="/admin" icon={<SafetyCertificateOutlined aria-hidden />}>
            {t('header.admin')}
            <Suspense fallback={null}>
              <PendingReviewCount count={pendingReview} />
            </Suspense>
          </NavItem>
        )}
      </ul>
    </nav>
  );
}
