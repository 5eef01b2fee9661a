import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';

/** Shown to a signed-in user who opens a screen their role does not allow. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="403"
      title={t('accessDenied.title')}
      subTitle={t('accessDenied.description')}
      extra={
        <ButtonLink to="/" type="primary">
          {t('actions.backToHome')}
        </ButtonLink>
      }
    />
  );
}
