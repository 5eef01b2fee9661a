import { PlusOutlined } from '@ant-design/icons';
import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { isActive, isInReview } from '../../listing-groups';
import type { Coin } from '../../types';
import { OwnListingActions } from './listing-actions';
import { ListingList } from './listing-list';
import { WithMyCoins } from './my-coins-state';

const actions = (coin: Coin) => <OwnListingActions coin={coin} />;

function NoListings() {
  const { t } = useTranslation('catalog');
  return (
    <Empty description={t('listings.emptyTab')}>
      <ButtonLink to="/sell" color="primary" variant="solid" icon={<PlusOutlined aria-hidden />}>
        {t('listings.addNew')}
      </ButtonLink>
    </Empty>
  );
}

/**
 * /my-listings: Active and Pending tabs with counts; each listing can be viewed, edited, marked sold
 * or deleted. After submitting, the new listing is highlighted in the tab it is in.
 */
export function ManageListingsPage({ highlightedId }: { highlightedId?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <Page title={t('pages.myListings', { ns: 'common' })}>
      <WithMyCoins>
        {(coins) => {
          const tab = (key: string, label: string, shown: Coin[]) => ({
            key,
            label: `${label} (${shown.length})`,
            children: <ListingList coins={shown} actions={actions} empty={<NoListings />} highlightedId={highlightedId} />,
          });
          const highlighted = coins.find((coin) => coin.id === highlightedId);
          return (
            <Tabs
              defaultActiveKey={highlighted && isInReview(highlighted) ? 'pending' : 'active'}
              items={[
                tab('active', t('listings.tabs.active'), coins.filter(isActive)),
                tab('pending', t('listings.tabs.pending'), coins.filter(isInReview)),
              ]}
            />
          );
        }}
      </WithMyCoins>
    </Page>
  );
}
