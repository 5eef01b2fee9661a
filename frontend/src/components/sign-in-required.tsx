import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { StatusMessage } from './status-message';
import { useSignInSearch } from './use-sign-in-search';

/** Shown in place of a screen that needs a session when the visitor is signed out. */
export function SignInRequired() {
  const { t } = useTranslation('common');
  const signInSearch = useSignInSearch();
  return (
    <StatusMessage
      icon={<LockOutlined aria-hidden />}
      title={t('signInRequired.title')}
      description={t('signInRequired.description')}
      extra={
        <ButtonLink to="/auth" search={signInSearch} color="primary" variant="solid" size="large">
          {t('actions.signIn')}
        </ButtonLink>
      }
    />
  );
}
