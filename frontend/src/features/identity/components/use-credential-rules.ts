import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MAX_LENGTH, NAME_LENGTH, normaliseMobileNumber, PASSWORD_LENGTH } from '../credential-rules';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Form rules mirroring the server's checks, so most mistakes show before anything is sent. */
export function useCredentialRules() {
  const { t } = useTranslation('identity');
  return useMemo(
    () =>
      ({
        name: [
          { required: true, whitespace: true, message: t('validation.nameRequired') },
          { transform: trim, ...NAME_LENGTH, message: t('validation.nameLength', NAME_LENGTH) },
        ],
        mobileNumber: [
          { required: true, whitespace: true, message: t('validation.mobileRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || normaliseMobileNumber(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.mobileInvalid'))),
          },
        ],
        location: [
          {
            transform: trim,
            max: LOCATION_MAX_LENGTH,
            message: t('validation.locationLength', { max: LOCATION_MAX_LENGTH }),
          },
        ],
        currentPassword: [{ required: true, message: t('validation.passwordRequired') }],
        newPassword: [
          { required: true, message: t('validation.passwordRequired') },
          { ...PASSWORD_LENGTH, message: t('validation.passwordLength', PASSWORD_LENGTH) },
        ],
        confirmPassword: [
          { required: true, message: t('validation.confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.passwordsMismatch'))),
          }),
        ],
      }) satisfies Record<string, FormRule[]>,
    [t],
  );
}
