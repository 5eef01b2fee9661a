import { ClockCircleOutlined, InstagramOutlined, MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Divider, Flex, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { SOCIAL_URL, SUPPORT_EMAIL, supportMailto } from '@/config/site';
import { readStrings } from './content';
import { StaticPageLayout, useIsWide } from './static-page-layout';
import { CommunityChatButton, NewTabHint } from './support-links';

interface ResponseTime {
  id: 'general' | 'technical' | 'urgent';
  label: string;
  time: string;
  hint: string;
}

export function ContactPage() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  const wide = useIsWide();
  const title = t('contact.title');
  usePageTitle(title);

  const cardTitleStyle = { margin: 0, fontSize: token.fontSizeHeading4 };
  const iconStyle = { fontSize: token.fontSizeHeading3, color: token.colorPrimary };

  const responseTimes: ResponseTime[] = [
    {
      id: 'general',
      label: t('contact.responseTimes.general.label'),
      time: t('contact.responseTimes.general.time'),
      hint: t('contact.responseTimes.general.hint'),
    },
    {
      id: 'technical',
      label: t('contact.responseTimes.technical.label'),
      time: t('contact.responseTimes.technical.time'),
      hint: t('contact.responseTimes.technical.hint'),
    },
    {
      id: 'urgent',
      label: t('contact.responseTimes.urgent.label'),
      time: t('contact.responseTimes.urgent.time'),
      hint: t('contact.responseTimes.urgent.hint'),
    },
  ];
  const tips = readStrings(t('contact.tips.items', { returnObjects: true }));

  return (
    <StaticPageLayout title={title} lead={t('contact.lead')}>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} md={12}>
          <Card variant="outlined" style={{ height: '100%' }}>
            <Flex vertical gap={token.marginSM} align="flex-start">
              <MailOutlined aria-hidden style={iconStyle} />
              <Typography.Title level={2} style={cardTitleStyle}>
                {t('contact.email.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('contact.email.body')}
              </Typography.Paragraph>
              <Button type="primary" href={supportMailto()} icon={<MailOutlined aria-hidden />}>
                {SUPPORT_EMAIL}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card variant="outlined" style={{ height: '100%' }}>
            <Flex vertical gap={token.marginSM} align="flex-start">
              <WhatsAppOutlined aria-hidden style={iconStyle} />
              <Typography.Title level={2} style={cardTitleStyle}>
                {t('contact.community.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('contact.community.body')}
              </Typography.Paragraph>
              <CommunityChatButton />
            </Flex>
          </Card>
        </Col>
      </Row>

      <Card variant="outlined">
        <section aria-labelledby="contact-response-times">
          <Typography.Title level={2} id="contact-response-times" style={cardTitleStyle}>
            {t('contact.responseTimes.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXS }}>
            {t('contact.responseTimes.intro')}
          </Typography.Paragraph>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {responseTimes.map((row, index) => (
              <li key={row.id}>
                {index > 0 && <Divider style={{ margin: `${token.marginSM}px 0` }} />}
                <Flex
                  vertical={!wide}
                  justify="space-between"
                  align={wide ? 'center' : 'flex-start'}
                  gap={wide ? token.marginLG : token.marginXXS}
                >
                  <Flex vertical>
                    <Typography.Text strong>{row.label}</Typography.Text>
                    <Typography.Text type="secondary">{row.hint}</Typography.Text>
                  </Flex>
                  <Flex gap={token.marginXS} align="center" style={{ flexShrink: 0 }}>
                    <ClockCircleOutlined aria-hidden style={{ color: token.colorPrimary }} />
                    <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
                      {row.time}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      </Card>

      <Card variant="outlined">
        <section aria-labelledby="contact-tips">
          <Typography.Title level={2} id="contact-tips" style={cardTitleStyle}>
            {t('contact.tips.title')}
          </Typography.Title>
          <Typography component="div" style={{ marginTop: token.marginSM }}>
            <ul>
              {tips.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
          </Typography>
          <Alert type="info" showIcon title={t('contact.tips.warning')} />
        </section>
      </Card>

      <Flex gap={token.marginSM} align="center" wrap>
        <InstagramOutlined aria-hidden style={{ ...iconStyle, fontSize: token.fontSizeHeading4 }} />
        <Flex vertical>
          <Typography.Text strong>{t('contact.social.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('contact.social.body')}</Typography.Text>
          <Typography.Link href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
            {t('contact.social.link')}
            <NewTabHint />
          </Typography.Link>
        </Flex>
      </Flex>
    </StaticPageLayout>
  );
}
