import { describe, expect, it } from 'vitest';
import { parseMessagesSearch } from './messages-search';

describe('parseMessagesSearch', () => {
  it('reads the open conversation', () => {
    expect(parseMessagesSearch({ conversation: 12 })).toEqual({ conversation: 12 });
    expect(parseMessagesSearch({ conversation: '12' })).toEqual({ conversation: 12 });
  });

  it('ignores anything that is not a conversation id', () => {
    expect(parseMessagesSearch({})).toEqual({});
    expect(parseMessagesSearch({ conversation: 'abc' })).toEqual({});
    expect(parseMessagesSearch({ conversation: 0 })).toEqual({});
    expect(parseMessagesSearch({ conversation: -3 })).toEqual({});
    expect(parseMessagesSearch({ conversation: 1.5 })).toEqual({});
    expect(parseMessagesSearch({ conversation: '' })).toEqual({});
  });
});
