import { describe, expect, it } from 'vitest';
import { ConnectError } from './ConnectError.js';

class NamedError extends ConnectError {
  override name = 'NamedError';
}

function thrownDeep(): NamedError {
  const inner = () => new NamedError('SOME_CODE', 'Something failed', { cause: new TypeError('Failed to fetch') });
  return inner();
}

describe('ConnectError', () => {
  it('keeps its stack as text: the subclass name, the message and the frames where it was made', () => {
    const error = thrownDeep();
    expect(error.stack?.startsWith('NamedError: Something failed\n')).toBe(true);
    expect(error.stack).toContain('thrownDeep');
    expect(Object.keys(error)).not.toContain('stack');
    expect(String(error)).toBe('NamedError: Something failed');
    expect((error.cause as Error).stack?.startsWith('TypeError: Failed to fetch')).toBe(true);
  });

  it('follows a message changed later, and takes a stack set by hand', () => {
    const error = new ConnectError('CODE', 'First');
    error.message = 'Second';
    expect(error.stack?.startsWith('ConnectError: Second')).toBe(true);
    error.stack = 'replaced';
    expect(error.stack).toBe('replaced');
  });
});
