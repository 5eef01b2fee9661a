/** Messages are 1 to 2000 characters after trimming (the server checks the same). */
export const MESSAGE_MAX_LENGTH = 2000;

/** The text to send for what was typed, or null when nothing is left after trimming. */
export function messageToSend(typed: string): string | null {
  const content = typed.trim();
  return content === '' ? null : content;
}
