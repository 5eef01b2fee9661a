import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { isActive, isInReview, isSold } from '../../listing-groups';
import type { Coin } from '../../types';
import { canSell, type Viewer } from '../../viewer';
import { OwnListingActions } from './listing-actions';
import { ListingList } from './listing-list';
import { ListingsDashboard } from './listings-dashboard';
import { WithMyCoins } from './my-coins-state';

const actions = (coin: Coin) => <OwnListingActions coin={coin} />;

/** /listings: the seller's dashboard and all their listings in tabs All, Active, Pending and Sold. */
export function ListingsPage({ viewer }: { viewer: NonNullable<Viewer> }) {
  const { t } = useTranslation('catalog');
  return (
    <Page title={t('pages.listings', { ns: 'common' })}>
      <WithMyCoins>
        {(coins) => {
          const tab = (key: string, label: string, shown: Coin[]) => ({
            key,
            label: `${label} (${shown.length})`,
            children: <ListingList coins={shown} actions={actions} empty={<Empty description={t('listings.emptyTab')} />} />,
          });
          return (
            <>
              <p>{t('listings.total', { count: coins.length })}</p>
              <ListingsDashboard coins={coins} canSell={canSell(viewer)} />
              <Tabs
                items={[
                  tab('all', t('listings.tabs.all'), coins),
                  tab('active', t('listings.tabs.active'), coins.filter(isActive)),
                  tab('pending', t('listings.tabs.pending'), coins.filter(isInReview)),
                  tab('sold', t('listings.tabs.sold'), coins.filter(isSold)),
                ]}
              />
            </>
          );
        }}
      </WithMyCoins>
    </Page>
  );
}
