import { describe, expect, it } from 'vitest';
import { isTypingTarget, queueKeyAction } from './queue-key-map';

const press = (key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEvent> = {}) =>
  queueKeyAction({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    ...modifiers,
  });

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
}

describe('queueKeyAction', () => {
  it('maps j, k, a, r, e, Enter and ? to their actions', () => {
    expect(['j', 'k', 'a', 'r', 'e', 'Enter', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'approve',
      'reject',
      'edit',
      'open',
      'help',
    ]);
  });

  it('ignores other keys and shortcuts held with Ctrl, Cmd or Alt (the browser’s own)', () => {
    expect(press('x')).toBeNull();
    expect(press('J')).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('r', document.body, { metaKey: true })).toBeNull();
    expect(press('e', document.body, { altKey: true })).toBeNull();
    expect(press('a', document.body, { isComposing: true })).toBeNull();
  });

  it('never acts while typing in a field', () => {
    for (const html of [
      '<input data-target>',
      '<textarea data-target></textarea>',
      '<select data-target></select>',
      '<div contenteditable="true"><span data-target>x</span></div>',
      '<div role="combobox" data-target></div>',
    ]) {
      const target = element(html);
      expect(isTypingTarget(target)).toBe(true);
      expect(press('a', target)).toBeNull();
      expect(press('Enter', target)).toBeNull();
    }
  });

  it('leaves Enter to buttons and links, but other shortcuts still work on them', () => {
    const button = element('<button data-target>Review</button>');
    expect(press('Enter', button)).toBeNull();
    expect(press('a', button)).toBe('approve');
    expect(press('Enter', element('<a href="/coin/1" data-target>coin</a>'))).toBeNull();
    expect(press('Enter', element('<div tabindex="0" data-target>card</div>'))).toBe('open');
  });
});

describe('isTypingTarget', () => {
  it('treats radios, checkboxes and buttons as no field (the reason list and bulk ticks keep the shortcuts)', () => {
    expect(isTypingTarget(element('<input type="radio" data-target>'))).toBe(false);
    expect(isTypingTarget(element('<input type="checkbox" data-target>'))).toBe(false);
    expect(isTypingTarget(element('<input type="search" data-target>'))).toBe(true);
    expect(isTypingTarget(element('<button data-target>Approve</button>'))).toBe(false);
  });
});
