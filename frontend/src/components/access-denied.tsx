import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { StatusMessage } from './status-message';

/** Shown to a signed-in user who opens a screen their role does not allow. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <StatusMessage
      icon={<StopOutlined aria-hidden />}
      title={t('accessDenied.title')}
      description={t('accessDenied.description')}
      extra={
        <ButtonLink to="/" color="primary" variant="solid" size="large">
          {t('actions.backToHome')}
        </ButtonLink>
      }
    />
  );
}
