import { Link } from '@tanstack/react-router';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_CHAT_URL, PRODUCT_NAME, SUPPORT_EMAIL } from '@/config/site';
import { PAGE_TITLES_NAMESPACE, STATIC_PAGE_PATHS, type StaticPageId } from '@/features/static-pages/page-links';
import './app-footer.css';

function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav className="app-footer__column" aria-labelledby={id}>
      <h2 id={id} className="app-footer__heading">
        {heading}
      </h2>
      <ul className="app-footer__links">{children}</ul>
    </nav>
  );
}

/** Links to static pages, labelled with the pages' own titles (the small `pages` namespace). */
function StaticPageLinks({ pages }: { pages: StaticPageId[] }) {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return pages.map((page) => (
    <li key={page}>
      <Link to={STATIC_PAGE_PATHS[page]}>{t(page)}</Link>
    </li>
  ));
}

export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <Layout.Footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__columns">
          <FooterColumn id="footer-company" heading={t('footer.company')}>
            <StaticPageLinks pages={['about', 'contact']} />
          </FooterColumn>
          <FooterColumn id="footer-legal" heading={t('footer.legal')}>
            <StaticPageLinks pages={['terms', 'privacy', 'disclaimer']} />
          </FooterColumn>
          <FooterColumn id="footer-policies" heading={t('footer.policies')}>
            <StaticPageLinks pages={['shippingDelivery', 'subscriptionPolicy', 'antiquities']} />
          </FooterColumn>
          <FooterColumn id="footer-support" heading={t('footer.support')}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.emailSupport')}</a>
            </li>
            <li>
              <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.communityChat')}
                <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
              </a>
            </li>
          </FooterColumn>
          <FooterColumn id="footer-connect" heading={t('footer.connect')}>
            <li>
              <Link to="/">{t('footer.browseCoins')}</Link>
            </li>
          </FooterColumn>
        </div>
        <div className="app-footer__bottom">
          <p className="app-footer__tagline">{t('footer.tagline')}</p>
          <p className="app-footer__copyright">{t('footer.copyright', { product: PRODUCT_NAME })}</p>
        </div>
      </div>
    </Layout.Footer>
  );
}
