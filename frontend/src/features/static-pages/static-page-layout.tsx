import { ArrowLeftOutlined, CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import { Divider, Flex, Grid, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';

/** Reading measure of every static page. */
export const CONTENT_MAX_WIDTH = 820;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** True from the `md` breakpoint (768 px) up. */
export function useIsWide(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === true;
}

interface StaticPageLayoutProps {
  /** Translated page heading (also used for the document title by the page). */
  title: string;
  /** Translated date; rendered as "Last updated: {date}". Omit on undated pages. */
  updated?: string;
  /** Introductory paragraph under the heading. */
  lead?: string;
  children: ReactNode;
}

/**
 * Frame shared by all static pages: a centred column with a back link, the heading, the
 * optional date line and lead, the page content and a Back to Home button at the bottom.
 */
export function StaticPageLayout({ title, updated, lead, children }: StaticPageLayoutProps) {
  const { t } = useTranslation('static');
  const { token } = theme.useToken();
  const wide = useIsWide();

  return (
    <article
      style={{
        width: '100%',
        maxWidth: CONTENT_MAX_WIDTH,
        margin: '0 auto',
        padding: wide
          ? `${token.paddingXL}px ${token.paddingLG}px`
          : `${token.paddingMD}px ${token.padding}px`,
        boxSizing: 'border-box',
      }}
    >
      <Flex vertical gap={wide ? token.marginXL : token.marginLG}>
        <div>
          <ButtonLink
            to="/"
            color="primary"
            variant="link"
            icon={<ArrowLeftOutlined aria-hidden />}
            style={{ paddingInline: 0 }}
          >
            {t('common.backToHome')}
          </ButtonLink>
        </div>

        <header>
          <Flex vertical gap={token.marginXS}>
            <Typography.Title
              level={1}
              style={{
                margin: 0,
                fontSize: wide ? token.fontSizeHeading1 : token.fontSizeHeading2,
                lineHeight: wide ? token.lineHeightHeading1 : token.lineHeightHeading2,
              }}
            >
              {title}
            </Typography.Title>
            {updated !== undefined && (
              <Flex gap={token.marginXS} align="center">
                <CalendarOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
                <Typography.Text type="secondary">
                  {t('common.lastUpdated', { date: updated })}
                </Typography.Text>
              </Flex>
            )}
            {lead !== undefined && (
              <Typography.Paragraph
                style={{
                  margin: 0,
                  marginTop: token.marginSM,
                  fontSize: token.fontSizeLG,
                  lineHeight: token.lineHeightLG,
                  color: token.colorTextSecondary,
                }}
              >
                {lead}
              </Typography.Paragraph>
            )}
          </Flex>
        </header>

        {children}

        <Divider style={{ margin: 0 }} />
        <Flex justify="center">
          <ButtonLink
            to="/"
            color="primary"
            variant="solid"
            size="large"
            icon={<HomeOutlined aria-hidden />}
          >
            {t('common.backToHome')}
          </ButtonLink>
        </Flex>
      </Flex>
    </article>
  );
}
