import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myListingsQueryOptions } from '@/api/my-listings';
import { Page } from '@/components/page';
import { summariseListings } from '../listing-summary';
import type { ProfileUser } from '../types';
import { BlockedPeopleCard } from './blocked-people-card';
import { FollowingLinks } from './following-links';
import { ListingCounts } from './listing-counts';
import { PhoneVerificationCard } from './phone-verification-card';
import { ProfileCard } from './profile-card';
import { ProfileLinks } from './profile-links';
import { ProfileSettings } from './profile-settings';
import { RecentListings } from './recent-listings';
import './profile-page.css';

interface ProfilePageProps {
  user: ProfileUser;
  /** The sign-out control (it belongs to Identity). */
  signOut: ReactNode;
  /** The signed-in user changed (the number was verified). */
  onUserChanged: (user: ProfileUser) => void;
}

/** /profile: who the user is (and the optional step to verify their number), their plan, what they follow, their listings at a glance, settings, the people they block, and links. */
export function ProfilePage({ user, signOut, onUserChanged }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const listings = useQuery(myListingsQueryOptions);
  const summary = listings.data ? summariseListings(listings.data) : null;

  return (
    <Page title={t('pages.profile', { ns: 'common' })}>
      <div className="profile-page">
        <div className="profile-page__main">
          <ProfileCard user={user} />
          {!user.phoneVerified && <PhoneVerificationCard user={user} onVerified={onUserChanged} />}
          <FollowingLinks />
          <ListingCounts active={summary?.active} pending={summary?.pending} />
          <RecentListings state={listings.isError ? 'error' : summary ? 'ready' : 'loading'} recent={summary?.recent ?? []} more={summary?.more ?? false} />
        </div>
        <div className="profile-page__side">
          <ProfileSettings />
          <BlockedPeopleCard userId={user.id} />
          <ProfileLinks signOut={signOut} />
        </div>
      </div>
    </Page>
  );
}
