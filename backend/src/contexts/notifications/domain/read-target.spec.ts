import { ValidationError } from '../../../platform/kernel/errors';
import { readTarget } from './read-target';

const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.field : `not a ValidationError: ${String(error)}`;
  }
};

describe('readTarget', () => {
  it('is the ids (each once) or all, never both or neither', () => {
    expect(readTarget([3, 1, 3], undefined)).toEqual({ ids: [3, 1] });
    expect(readTarget(undefined, true)).toEqual({ all: true });
    expect(readTarget(null, true)).toEqual({ all: true });
    expect(fieldOf(() => readTarget([1], true))).toBe('ids');
    expect(fieldOf(() => readTarget(undefined, undefined))).toBe('ids');
    expect(fieldOf(() => readTarget(null, null))).toBe('ids');
  });
});
