import { ExportOutlined, MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_CHAT_URL, supportMailto } from '@/config/site';
import { visuallyHidden } from './static-page-layout';

/** Label suffix for links that open in a new tab (hidden visually, read by screen readers). */
export function NewTabHint() {
  const { t } = useTranslation('static');
  return <span style={visuallyHidden}> {t('common.opensInNewTab')}</span>;
}

/** The two support actions: e-mail (mailto:) and the external community chat. */
export function SupportLinks() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.marginSM}>
      <Button type="primary" href={supportMailto()} icon={<MailOutlined aria-hidden />}>
        {t('common.emailSupport')}
      </Button>
      <CommunityChatButton />
    </Flex>
  );
}

/** Opens the external community chat in a new tab. */
export function CommunityChatButton() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  return (
    <Button href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" icon={<WhatsAppOutlined aria-hidden />}>
      {t('common.joinCommunity')}
      <ExportOutlined aria-hidden style={{ fontSize: token.fontSizeSM }} />
      <NewTabHint />
    </Button>
  );
}

/** "Questions about this page?" card shown at the end of the policy pages. */
export function QuestionsCard() {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  return (
    <Card variant="outlined" style={{ background: token.colorFillQuaternary }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
        {t('common.questionsTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.questionsBody')}</Typography.Paragraph>
      <SupportLinks />
    </Card>
  );
}
