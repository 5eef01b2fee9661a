/** What went wrong with a one-time code, as the screens say it (the server's rules: decisions/0077). */
export type CodeProblem = { kind: 'wrong'; triesLeft: number } | { kind: 'gone' } | { kind: 'tooMany' } | { kind: 'other' };

/**
 * Reads a failed answer about a code: 400 naming `code` (with the tries left), 409 (expired, used,
 * burnt or replaced), 429 (throttled); anything else is for the generic error toast.
 */
export function codeProblem(error: { status?: number; message: string }): CodeProblem {
  if (error.status === 429) return { kind: 'tooMany' };
  if (error.status === 409) return { kind: 'gone' };
  if (error.status === 400 && /^400: code is not the one we sent/.test(error.message)) {
    const left = /(\d+) tr(?:y|ies) left/.exec(error.message);
    return { kind: 'wrong', triesLeft: left ? Number(left[1]) : 0 };
  }
  return { kind: 'other' };
}
