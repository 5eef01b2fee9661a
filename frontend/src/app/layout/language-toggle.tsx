import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { otherLanguage } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';

/** Switches the interface language; it is labelled with the other language's own name. */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  const { language, changeLanguage } = useLanguage();
  const next = otherLanguage(language);
  return (
    <Button lang={next} onClick={() => changeLanguage(next)}>
      {t(`language.${next}`)}
    </Button>
  );
}
