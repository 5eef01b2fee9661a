/** localStorage key remembering that the home screen's "RBI buys old coins" warning was dismissed. */
export const SCAM_WARNING_DISMISSED_KEY = 'rbiScamWarningDismissed';

/** Whether the visitor dismissed the warning on this browser; a browser without storage shows it. */
export function isScamWarningDismissed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SCAM_WARNING_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the dismissal; where storage is refused, the warning is hidden until the page is reloaded. */
export function rememberScamWarningDismissed(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SCAM_WARNING_DISMISSED_KEY, '1');
  } catch {
    // Private windows may refuse storage.
  }
}
