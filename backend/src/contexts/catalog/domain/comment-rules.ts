import { ValidationError } from '../../../platform/kernel/errors';

export const COMMENT_MAX = 1000;

export function checkComment(input: unknown): string {
  const content = typeof input === 'string' ? input.trim() : '';
  if (!content) throw new ValidationError('content', 'Comment cannot be empty');
  if (content.length > COMMENT_MAX) throw new ValidationError('content', `content must be at most ${COMMENT_MAX} characters`);
  return content;
}
