import { LockOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import './status-card.css';

/** Shown in place of a screen that needs a session when the visitor is signed out. */
export function SignInRequired() {
  const { t } = useTranslation('common');
  return (
    <Card className="status-card">
      <Result
        icon={<LockOutlined aria-hidden />}
        title={<h2 className="result-title">{t('signInRequired.title')}</h2>}
        subTitle={t('signInRequired.description')}
        extra={
          <ButtonLink to="/auth" color="primary" variant="solid" size="large">
            {t('actions.signIn')}
          </ButtonLink>
        }
      />
    </Card>
  );
}
