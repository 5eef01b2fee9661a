import { SafetyCertificateOutlined, TagsOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Highlight({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <li className="auth-highlights__item">
      <span className="auth-highlights__icon" aria-hidden="true">
        {icon}
      </span>
      <span>
        <strong className="auth-highlights__item-title">{title}</strong>
        <span className="auth-highlights__item-text">{description}</span>
      </span>
    </li>
  );
}

/** Why to join: shown beside the sign-in forms (below them on phones). */
export function AuthHighlights() {
  const { t } = useTranslation('identity');
  return (
    <aside className="auth-highlights" aria-labelledby="auth-highlights-title">
      <h2 id="auth-highlights-title" className="auth-highlights__title">
        {t('highlights.title')}
      </h2>
      <p className="auth-highlights__intro">{t('highlights.intro')}</p>
      <ul className="auth-highlights__list">
        <Highlight
          icon={<SafetyCertificateOutlined />}
          title={t('highlights.verified.title')}
          description={t('highlights.verified.description')}
        />
        <Highlight
          icon={<TeamOutlined />}
          title={t('highlights.community.title')}
          description={t('highlights.community.description')}
        />
        <Highlight
          icon={<TagsOutlined />}
          title={t('highlights.prices.title')}
          description={t('highlights.prices.description')}
        />
      </ul>
      <figure className="auth-highlights__testimonial">
        <blockquote>{t('highlights.testimonial.quote')}</blockquote>
        <figcaption>— {t('highlights.testimonial.author')}</figcaption>
      </figure>
    </aside>
  );
}
