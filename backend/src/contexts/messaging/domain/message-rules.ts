import { ValidationError } from '../../../platform/kernel/errors';

export const MESSAGE_MAX = 2000;

/** A message is 1 to 2000 characters after trimming. */
export function checkMessage(input: unknown): string {
  const content = typeof input === 'string' ? input.trim() : '';
  if (!content) throw new ValidationError('content', 'content cannot be empty');
  if (content.length > MESSAGE_MAX) throw new ValidationError('content', `content must be at most ${MESSAGE_MAX} characters`);
  return content;
}
