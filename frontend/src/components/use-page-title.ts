import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/config/site';

/** Sets the document title to "{page} | Sikka - Indian Old Coin Marketplace" (translated). */
export function usePageTitle(page: string): void {
  const { t } = useTranslation('common');
  const title = t('pageTitle', { page, product: PRODUCT_NAME });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
