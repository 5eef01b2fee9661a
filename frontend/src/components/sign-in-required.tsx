import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';

/** Shown in place of a screen that needs a session when the visitor is signed out. */
export function SignInRequired() {
  const { t } = useTranslation('common');
  return (
    <Result
      icon={<LockOutlined />}
      title={t('signInRequired.title')}
      subTitle={t('signInRequired.description')}
      extra={
        <ButtonLink to="/auth" type="primary" size="large">
          {t('actions.signIn')}
        </ButtonLink>
      }
    />
  );
}
