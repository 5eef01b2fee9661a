import {
  AppstoreOutlined,
  HomeOutlined,
  LoginOutlined,
  MessageOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createLink, type LinkProps, useLocation } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignInSearch, signInSearch, useSignInSearch } from '@/components/use-sign-in-search';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { UnreadBadge } from '@/features/messaging/components/unread-badge';
import { useUnreadCount } from '@/features/messaging/hooks/use-unread-count';
import './bottom-bar.css';

type TabAnchorProps = ComponentPropsWithRef<'a'> & { selected: boolean };

/**
 * Several signed-out tabs lead to /auth, so the router's own "active" marking would light up all of
 * them there. Each tab instead says whether it is the selected one.
 */
function TabAnchor({ selected, className, ...anchorProps }: TabAnchorProps) {
  return (
    <a
      {...anchorProps}
      className={[className, selected && 'bottom-bar__tab--selected'].filter(Boolean).join(' ')}
      aria-current={selected ? 'page' : undefined}
    />
  );
}

const TabLink = createLink(TabAnchor);

interface TabProps {
  to: LinkProps['to'];
  /** Only for /auth: where to come back to. */
  search?: SignInSearch;
  selected: boolean;
  icon: ReactNode;
  label: string;
  /** Shown over the icon's corner; read after the label. */
  badge?: ReactNode;
}

function Tab({ to, search, selected, icon, label, badge }: TabProps) {
  return (
    <li className="bottom-bar__item">
      {/* `to` is any route here, so the router cannot type the search; only /auth tabs pass one. */}
      <TabLink to={to} search={search as never} selected={selected} className="bottom-bar__tab">
        <span className="bottom-bar__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="bottom-bar__label">{label}</span>
        {badge && <span className="bottom-bar__badge">{badge}</span>}
      </TabLink>
    </li>
  );
}

const startsWithAny = (pathname: string, prefixes: string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Phone navigation, fixed to the bottom of the screen below the md breakpoint. */
export function BottomBar() {
  const { t } = useTranslation('layout');
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: user } = useQuery(currentUserQueryOptions);
  const unreadCount = useUnreadCount(user?.id ?? null);
  // While the session loads, tabs keep their own routes; the route guards decide.
  const signedOut = user === null;
  const hereSearch = useSignInSearch();
  // A signed-out tab leads to /auth, which then brings the user on to the tab they chose.
  const orSignIn = (path: '/listings' | '/messages') =>
    signedOut ? { to: '/auth' as const, search: signInSearch(path) } : { to: path };

  return (
    <nav className="bottom-bar" aria-label={t('bottomBar.label')}>
      <ul className="bottom-bar__list">
        <Tab
          to="/"
          selected={pathname === '/' || startsWithAny(pathname, ['/coin'])}
          icon={<HomeOutlined />}
          label={t('bottomBar.home')}
        />
        <Tab
          to="/search"
          selected={startsWithAny(pathname, ['/search'])}
          icon={<SearchOutlined />}
          label={t('bottomBar.search')}
        />
        <Tab
          {...orSignIn('/listings')}
          selected={startsWithAny(pathname, ['/listings', '/my-listings', '/sell'])}
          icon={<AppstoreOutlined />}
          label={t('bottomBar.listings')}
        />
        <Tab
          {...orSignIn('/messages')}
          selected={startsWithAny(pathname, ['/messages'])}
          icon={<MessageOutlined />}
          label={t('bottomBar.messages')}
          badge={<UnreadBadge count={unreadCount} />}
        />
        {signedOut ? (
          <Tab
            to="/auth"
            search={hereSearch}
            selected={startsWithAny(pathname, ['/auth'])}
            icon={<LoginOutlined />}
            label={t('bottomBar.login')}
          />
        ) : (
          <Tab
            to="/profile"
            selected={startsWithAny(pathname, ['/profile', '/watchlist', '/saved-searches'])}
            icon={<UserOutlined />}
            label={t('bottomBar.profile')}
          />
        )}
      </ul>
    </nav>
  );
}
