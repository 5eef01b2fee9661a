import { Card, Typography, theme } from 'antd';
import type { PolicySection } from './content';
import { useIsWide } from './static-page-layout';

interface PolicyDocumentProps {
  /** Prefix of the section anchors, e.g. "terms" gives #terms-1, #terms-2, … */
  idPrefix: string;
  sections: PolicySection[];
}

/** Numbered policy sections in one card, set for comfortable reading. */
export function PolicyDocument({ idPrefix, sections }: PolicyDocumentProps) {
  const { token } = theme.useToken();
  const wide = useIsWide();
  const bodyText = {
    fontSize: wide ? token.fontSizeLG : token.fontSize,
    lineHeight: wide ? token.lineHeightLG : token.lineHeight,
  };

  return (
    <Card
      variant="outlined"
      styles={{ body: { padding: wide ? token.paddingXL : token.padding } }}
    >
      <Typography
        component="div"
        style={bodyText}
      >
        {sections.map((section, index) => {
          const id = `${idPrefix}-${index + 1}`;
          return (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <Typography.Title
                level={2}
                id={`${id}-title`}
                style={{
                  fontSize: token.fontSizeHeading4,
                  lineHeight: token.lineHeightHeading4,
                  marginTop: index === 0 ? 0 : token.marginXL,
                }}
              >
                {`${index + 1}. ${section.title}`}
              </Typography.Title>
              {section.paragraphs.map((paragraph, i) => (
                <Typography.Paragraph key={`p${i}`} style={bodyText}>
                  {paragraph}
                </Typography.Paragraph>
              ))}
              {section.bullets.length > 0 && (
                <ul>
                  {section.bullets.map((bullet, i) => (
                    <li key={`b${i}`}>{bullet}</li>
                  ))}
                </ul>
              )}
              {section.after.map((paragraph, i) => (
                <Typography.Paragraph key={`a${i}`} style={bodyText}>
                  {paragraph}
                </Typography.Paragraph>
              ))}
            </section>
          );
        })}
      </Typography>
    </Card>
  );
}
