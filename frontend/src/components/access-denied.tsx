import { StopOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import './status-card.css';

/** Shown to a signed-in user who opens a screen their role does not allow. */
export function AccessDenied() {
  const { t } = useTranslation('common');
  return (
    <Card className="status-card">
      <Result
        icon={<StopOutlined aria-hidden />}
        title={<h2 className="result-title">{t('accessDenied.title')}</h2>}
        subTitle={t('accessDenied.description')}
        extra={
          <ButtonLink to="/" color="primary" variant="solid" size="large">
            {t('actions.backToHome')}
          </ButtonLink>
        }
      />
    </Card>
  );
}
