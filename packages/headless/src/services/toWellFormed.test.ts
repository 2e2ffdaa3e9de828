import { describe, expect, it } from 'vitest';
import { toWellFormed } from './toWellFormed.js';

const HIGH = '\ud800';
const LOW = '\udc00';
const PAIR = '\ud83d\ude00';

function isWellFormed(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

describe('toWellFormed', () => {
  it('replaces a lone high or low surrogate, wherever it stands, with U+FFFD', () => {
    expect(toWellFormed(HIGH)).toBe('\ufffd');
    expect(toWellFormed(LOW)).toBe('\ufffd');
    expect(toWellFormed(`a${HIGH}b`)).toBe('a\ufffdb');
    expect(toWellFormed(`${LOW}ab${HIGH}`)).toBe('\ufffdab\ufffd');
    // A low surrogate before a high one is two lone surrogates, not a pair.
    expect(toWellFormed(`${LOW}${HIGH}`)).toBe('\ufffd\ufffd');
    expect(toWellFormed(`${HIGH}${HIGH}${LOW}`)).toBe(`\ufffd${HIGH}${LOW}`);
  });

  it('keeps well-formed text, surrogate pairs and bidi controls as they are', () => {
    for (const value of ['', 'MetaMask', PAIR, `a${PAIR}b`, 'evil\u202egnp.exe', '\u2066x\u2069']) {
      expect(toWellFormed(value)).toBe(value);
    }
  });

  it('makes 100 KB strings full of lone surrogates well formed, keeping their length', () => {
    const value = `a${HIGH}${PAIR}${LOW}\u202e`.repeat(20_480);
    expect(value.length).toBeGreaterThanOrEqual(100 * 1024);
    const fixed = toWellFormed(value);
    expect(fixed).toHaveLength(value.length);
    expect(isWellFormed(fixed)).toBe(true);
    expect(fixed.slice(0, 6)).toBe(`a\ufffd${PAIR}\ufffd\u202e`);
  });
});
