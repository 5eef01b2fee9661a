/** The longest return address /auth keeps; anything longer is dropped rather than cut. */
const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * A place on this site to come back to after signing in, or undefined. Only a path that starts with a
 * single `/` is kept: `//evil.example`, `/\evil.example` (browsers read `\` as `/`), `https://…`,
 * `javascript:…` and anything with control characters or whitespace at its start are refused (decisions/0038).
 * /auth itself is refused too, so signing in never lands on the sign-in screen again.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://sikka.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://sikka.invalid') return undefined;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return undefined;
  return value;
}
