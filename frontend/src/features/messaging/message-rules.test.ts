import { describe, expect, it } from 'vitest';
import { messageToSend } from './message-rules';

describe('messageToSend', () => {
  it('trims what was typed', () => {
    expect(messageToSend('  Is the price negotiable?\n')).toBe('Is the price negotiable?');
  });

  it('keeps line breaks inside the message', () => {
    expect(messageToSend('First line\nSecond line')).toBe('First line\nSecond line');
  });

  it('sends nothing when only spaces and line breaks were typed', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \n\t ')).toBeNull();
  });
});
