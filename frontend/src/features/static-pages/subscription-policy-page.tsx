import { CrownOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { ButtonLink } from '@/components/button-link';
import { readSections, readStrings } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

interface PlanSummary {
  id: 'free' | 'basic' | 'premium';
  name: string;
  price: string;
  period: string;
  features: string[];
}

/** Subscription Policy, served at /cancellation-refund. */
export function SubscriptionPolicyPage() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  const title = t('subscriptionPolicy.title');
  usePageTitle(title);

  const plans: PlanSummary[] = [
    {
      id: 'free',
      name: t('subscriptionPolicy.plans.free.name'),
      price: t('subscriptionPolicy.plans.free.price'),
      period: t('subscriptionPolicy.plans.free.period'),
      features: readStrings(t('subscriptionPolicy.plans.free.features', { returnObjects: true })),
    },
    {
      id: 'basic',
      name: t('subscriptionPolicy.plans.basic.name'),
      price: t('subscriptionPolicy.plans.basic.price'),
      period: t('subscriptionPolicy.plans.basic.period'),
      features: readStrings(t('subscriptionPolicy.plans.basic.features', { returnObjects: true })),
    },
    {
      id: 'premium',
      name: t('subscriptionPolicy.plans.premium.name'),
      price: t('subscriptionPolicy.plans.premium.price'),
      period: t('subscriptionPolicy.plans.premium.period'),
      features: readStrings(
        t('subscriptionPolicy.plans.premium.features', { returnObjects: true }),
      ),
    },
  ];

  return (
    <StaticPageLayout
      title={title}
      updated={t('subscriptionPolicy.updated')}
      lead={t('subscriptionPolicy.lead')}
    >
      <section aria-labelledby="subscription-plans-title">
        <Flex vertical gap={token.margin}>
          <Typography.Title
            level={2}
            id="subscription-plans-title"
            style={{ margin: 0, fontSize: token.fontSizeHeading3 }}
          >
            {t('subscriptionPolicy.plansTitle')}
          </Typography.Title>
          <Row gutter={[token.margin, token.margin]}>
            {plans.map((plan) => {
              const highlighted = plan.id === 'premium';
              return (
                <Col key={plan.id} xs={24} md={8}>
                  <Card
                    variant="outlined"
                    style={{
                      height: '100%',
                      borderColor: highlighted ? token.colorPrimary : undefined,
                    }}
                  >
                    <Flex vertical gap={token.marginXS}>
                      <Typography.Title
                        level={3}
                        style={{ margin: 0, fontSize: token.fontSizeHeading4 }}
                      >
                        {highlighted && (
                          <CrownOutlined
                            aria-hidden
                            style={{ color: token.colorPrimary, marginInlineEnd: token.marginXS }}
                          />
                        )}
                        {plan.name}
                      </Typography.Title>
                      <Flex align="baseline" gap={token.marginXS} wrap>
                        <Typography.Text strong style={{ fontSize: token.fontSizeHeading2 }}>
                          {plan.price}
                        </Typography.Text>
                        <Typography.Text type="secondary">{plan.period}</Typography.Text>
                      </Flex>
                      <Typography component="div">
                        <ul style={{ marginBottom: 0 }}>
                          {plan.features.map((feature, i) => (
                            <li key={i}>{feature}</li>
                          ))}
                        </ul>
                      </Typography>
                    </Flex>
                  </Card>
                </Col>
              );
            })}
          </Row>
          <div>
            <ButtonLink to="/subscription" icon={<CrownOutlined aria-hidden />}>
              {t('subscriptionPolicy.choosePlan')}
            </ButtonLink>
          </div>
        </Flex>
      </section>

      <PolicyDocument
        idPrefix="subscription"
        sections={readSections(t('subscriptionPolicy.sections', { returnObjects: true }))}
      />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
