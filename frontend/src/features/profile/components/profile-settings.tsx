import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Card, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { ButtonLink } from '@/components/button-link';

/** The language setting and the ways to the user's listings and the listing form. */
export function ProfileSettings() {
  const { t } = useTranslation('profile');
  const { language, changeLanguage } = useLanguage();

  return (
    <Card title={<h2 className="profile-section-title">{t('settings.title')}</h2>}>
      <Typography.Text id="profile-language-label" strong>
        {t('settings.language')}
      </Typography.Text>
      <Segmented<Language>
        block
        aria-labelledby="profile-language-label"
        className="profile-settings__language"
        value={language}
        onChange={changeLanguage}
        options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{t(`language.${value}`, { ns: 'common' })}</span> }))}
      />
      <div className="profile-settings__actions">
        <ButtonLink to="/listings" icon={<AppstoreOutlined aria-hidden />} block>
          {t('actions.listings')}
        </ButtonLink>
        <ButtonLink to="/sell" color="primary" variant="solid" icon={<PlusOutlined aria-hidden />} block>
          {t('actions.sell')}
        </ButtonLink>
      </div>
    </Card>
  );
}
