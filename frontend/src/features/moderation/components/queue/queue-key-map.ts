/** What a key does on the review queue (decisions/0063, "Keyboard"). */
export type QueueKeyAction = 'next' | 'previous' | 'approve' | 'reject' | 'edit' | 'open' | 'help';

const ACTIONS: Record<string, QueueKeyAction> = {
  j: 'next',
  k: 'previous',
  a: 'approve',
  r: 'reject',
  e: 'edit',
  '?': 'help',
};

/** Inputs that take no text: shortcuts work while one has focus. */
const NOT_TEXT_INPUTS = ['radio', 'checkbox', 'button', 'submit', 'reset'].map((type) => `[type="${type}"]`).join('):not(');

/** Keys typed into these are text, never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const field = `input:not(${NOT_TEXT_INPUTS}), textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]`;
  if (target.closest(field)) return true;
  return target instanceof HTMLElement && target.isContentEditable === true;
}

/** Enter on these does what they do (press a button, follow a link), not open the selected listing. */
function isControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('button, input, a[href], [role="button"], [role="tab"], [role="checkbox"], label') !== null
  );
}

/** The queue's action for a key press, or null when the key is not a shortcut here (typing, a modifier, a control). */
export function queueKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
): QueueKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.key === 'Enter') return isControl(event.target) ? null : 'open';
  return ACTIONS[event.key] ?? null;
}
