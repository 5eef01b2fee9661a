import { CrownOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';

/** Free users' way to a plan, where sellers see Add Listing. */
export function UnlockSellingCard() {
  const { t } = useTranslation('catalog');
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: '1.1rem' }}>
        <CrownOutlined aria-hidden /> {t('listings.unlock.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('listings.unlock.description')}</Typography.Paragraph>
      <ButtonLink to="/subscription" search={{ plan: 'basic', from: 'sell' }} color="primary" variant="solid">
        {t('listings.unlock.choosePlan')}
      </ButtonLink>
    </Card>
  );
}
