import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage.js';

const FSI = '\u2068';
const PDI = '\u2069';

describe('formatMessage', () => {
  it('fills placeholders with plain values as they are, and leaves unknown ones', () => {
    expect(formatMessage('Continue in {wallet}', { wallet: 'MetaMask' })).toBe('Continue in MetaMask');
    expect(formatMessage('{count} wallets', { count: 520 })).toBe('520 wallets');
    expect(formatMessage('Open {wallet}', {})).toBe('Open {wallet}');
    // Replacement patterns in a value are text, not instructions.
    expect(formatMessage('Open {wallet}', { wallet: "$& $' $`" })).toBe("Open $& $' $`");
  });

  it('isolates a value carrying a bidi override, so the rest of the sentence keeps its order', () => {
    expect(formatMessage('{wallet} is not installed', { wallet: 'Evil\u202eWallet' })).toBe(`${FSI}Evil\u202eWallet${PDI} is not installed`);
    expect(formatMessage('Open {wallet}', { wallet: '\u2067x' })).toBe(`Open ${FSI}\u2067x${PDI}`);
  });

  it('takes lone high and low surrogates and 100 KB values without throwing', () => {
    expect(formatMessage('Open {wallet}', { wallet: 'a\ud800' })).toBe('Open a\ud800');
    expect(formatMessage('Open {wallet}', { wallet: '\udc00b' })).toBe('Open \udc00b');
    const long = 'x\u202e\ud800'.repeat(34_200);
    const text = formatMessage('Continue in {wallet}', { wallet: long });
    expect(text).toBe(`Continue in ${FSI}${long}${PDI}`);
  });
});
