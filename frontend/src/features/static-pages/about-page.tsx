import {
  InteractionOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readStrings, readTitledItems } from './content';
import { StaticPageLayout, useIsWide } from './static-page-layout';
import { SupportLinks } from './support-links';

interface Feature {
  id: string;
  icon: ReactNode;
  title: string;
  body: string;
}

export function AboutPage() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  const title = t('about.title');
  usePageTitle(title);

  const wide = useIsWide();
  const bodyText = {
    fontSize: wide ? token.fontSizeLG : token.fontSize,
    lineHeight: wide ? token.lineHeightLG : token.lineHeight,
  };
  const sectionTitleStyle = { margin: 0, fontSize: token.fontSizeHeading3 };
  const iconStyle = { fontSize: token.fontSizeHeading3, color: token.colorPrimary };

  const features: Feature[] = [
    {
      id: 'verified',
      icon: <SafetyCertificateOutlined aria-hidden style={iconStyle} />,
      title: t('about.whatWeDo.verified.title'),
      body: t('about.whatWeDo.verified.body'),
    },
    {
      id: 'chat',
      icon: <MessageOutlined aria-hidden style={iconStyle} />,
      title: t('about.whatWeDo.chat.title'),
      body: t('about.whatWeDo.chat.body'),
    },
    {
      id: 'subscriptions',
      icon: <ShopOutlined aria-hidden style={iconStyle} />,
      title: t('about.whatWeDo.subscriptions.title'),
      body: t('about.whatWeDo.subscriptions.body'),
    },
    {
      id: 'direct',
      icon: <InteractionOutlined aria-hidden style={iconStyle} />,
      title: t('about.whatWeDo.direct.title'),
      body: t('about.whatWeDo.direct.body'),
    },
  ];
  const whoWeAre = readStrings(t('about.whoWeAre.paragraphs', { returnObjects: true }));
  const steps = readStrings(t('about.howItWorks.steps', { returnObjects: true }));
  const values = readTitledItems(t('about.values.items', { returnObjects: true }));

  return (
    <StaticPageLayout title={title} lead={t('about.lead')}>
      <section aria-labelledby="about-who">
        <Typography.Title level={2} id="about-who" style={sectionTitleStyle}>
          {t('about.whoWeAre.title')}
        </Typography.Title>
        <Typography component="div" style={{ ...bodyText, marginTop: token.margin }}>
          {whoWeAre.map((paragraph, i) => (
            <Typography.Paragraph key={i} style={bodyText}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </Typography>
      </section>

      <section aria-labelledby="about-what">
        <Flex vertical gap={token.margin}>
          <Typography.Title level={2} id="about-what" style={sectionTitleStyle}>
            {t('about.whatWeDo.title')}
          </Typography.Title>
          <Row gutter={[token.margin, token.margin]}>
            {features.map((feature) => (
              <Col key={feature.id} xs={24} sm={12}>
                <Card variant="outlined" style={{ height: '100%' }}>
                  <Flex vertical gap={token.marginXS}>
                    {feature.icon}
                    <Typography.Title
                      level={3}
                      style={{ margin: 0, fontSize: token.fontSizeHeading5 }}
                    >
                      {feature.title}
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {feature.body}
                    </Typography.Paragraph>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </Flex>
      </section>

      <section aria-labelledby="about-how">
        <Typography.Title level={2} id="about-how" style={sectionTitleStyle}>
          {t('about.howItWorks.title')}
        </Typography.Title>
        <Typography component="div" style={{ ...bodyText, marginTop: token.margin }}>
          <ol>
            {steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </Typography>
      </section>

      <section aria-labelledby="about-values">
        <Flex vertical gap={token.margin}>
          <Typography.Title level={2} id="about-values" style={sectionTitleStyle}>
            {t('about.values.title')}
          </Typography.Title>
          <Row gutter={[token.margin, token.margin]}>
            {values.map((value, i) => (
              <Col key={i} xs={24} sm={12}>
                <Flex
                  vertical
                  gap={token.marginXXS}
                  style={{
                    height: '100%',
                    paddingInlineStart: token.padding,
                    borderInlineStart: `${token.lineWidthBold}px ${token.lineType} ${
                      token.colorPrimary
                    }`,
                  }}
                >
                  <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
                    {value.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{value.body}</Typography.Text>
                </Flex>
              </Col>
            ))}
          </Row>
        </Flex>
      </section>

      <Card variant="outlined" style={{ background: token.colorFillQuaternary }}>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
          {t('about.cta.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('about.cta.body')}</Typography.Paragraph>
        <SupportLinks />
      </Card>
    </StaticPageLayout>
  );
}
