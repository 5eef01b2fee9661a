import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { codeProblem } from '@/lib/one-time-code-error';

/** The words for a failed answer about a code, or null when it is not about the code (Identity's words). */
export function useCodeProblemMessage(): (error: Error) => string | null {
  const { t } = useTranslation('identity');
  return useCallback(
    (error: Error) => {
      const problem = codeProblem(error as Error & { status?: number });
      if (problem.kind === 'wrong') return problem.triesLeft > 0 ? t('code.wrong', { count: problem.triesLeft }) : t('code.noTriesLeft');
      if (problem.kind === 'gone') return t('code.gone');
      if (problem.kind === 'tooMany') return t('code.tooMany');
      return null;
    },
    [t],
  );
}
