import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format-inr';
import type { Plan } from '../types';

const TIERS = ['free', 'basic', 'premium'] as const;
type Tier = (typeof TIERS)[number];

/** What each plan allows, beside the listing limit and the price (which come from the plans call). */
const ALLOWS: { key: string; tiers: readonly Tier[] }[] = [
  { key: 'message', tiers: TIERS },
  { key: 'sell', tiers: ['basic', 'premium'] },
  { key: 'makeOffers', tiers: ['premium'] },
  { key: 'decideOffers', tiers: ['premium'] },
];

/** The compact Free / Basic / Premium table in the Why Upgrade block. */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  const { t } = useTranslation('subscriptions');
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const yes = <CheckOutlined className="plan-comparison__yes" aria-label={t('compare.yes')} />;
  const no = <MinusOutlined className="plan-comparison__no" aria-label={t('compare.no')} />;

  return (
    <table className="plan-comparison">
      <caption className="plan-comparison__caption">{t('compare.caption')}</caption>
      <thead>
        <tr>
          <td />
          {TIERS.map((tier) => (
            <th key={tier} scope="col">
              {t(`plans.${tier}.name`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('compare.price')}</th>
          {TIERS.map((tier) => (
            <td key={tier}>{formatInr(byId.get(tier)?.price ?? 0)}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('compare.listings')}</th>
          {TIERS.map((tier) => (
            <td key={tier}>{byId.get(tier)?.coinListingLimit ?? 0}</td>
          ))}
        </tr>
        {ALLOWS.map(({ key, tiers }) => (
          <tr key={key}>
            <th scope="row">{t(`compare.${key}`)}</th>
            {TIERS.map((tier) => (
              <td key={tier}>{tiers.includes(tier) ? yes : no}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
