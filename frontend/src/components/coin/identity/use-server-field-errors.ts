import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { IdentityPanelsState } from './identity-panels';
import { serverFieldErrors } from './server-field-errors';

/**
 * Shows a refused save under the fields it names (opening their section and scrolling to the first);
 * true when it named one of the form's `fields`, so the caller knows the form now says what is wrong.
 */
export function useServerFieldErrors(form: FormInstance, fields: readonly string[], panels: IdentityPanelsState) {
  const { openFor } = panels;
  return useCallback(
    (error: unknown): boolean => {
      const found = serverFieldErrors(error, fields);
      const first = found[0];
      if (!first) return false;
      form.setFields(found);
      openFor(found);
      // After the section has opened, so the field can be scrolled to.
      setTimeout(() => form.scrollToField(first.name, { block: 'center' }), 0);
      return true;
    },
    [fields, form, openFor],
  );
}
