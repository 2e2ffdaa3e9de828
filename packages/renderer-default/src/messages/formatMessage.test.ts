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

describe('formatMessage in a locale', () => {
  it('chooses plural forms by the locale\'s rules, exact matches first, with # in the locale\'s digits', () => {
    const wallets = '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}';
    expect(formatMessage(wallets, { count: 0 })).toBe('No wallets');
    expect(formatMessage(wallets, { count: 1 })).toBe('1 wallet');
    expect(formatMessage(wallets, { count: 1520 })).toBe('1,520 wallets');
    expect(formatMessage(wallets, { count: 1520 }, 'de')).toBe('1.520 wallets');
    const russian = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}';
    expect([1, 3, 5, 21, 1.5].map((count) => formatMessage(russian, { count }, 'ru'))).toEqual(['1 кошелёк', '3 кошелька', '5 кошельков', '21 кошелёк', '1,5 кошелька']);
    const arabic = '{count, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}';
    expect(formatMessage(arabic, { count: 2 }, 'ar')).toBe('محفظتان');
    expect(formatMessage(arabic, { count: 3 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(3)} محافظ`);
    expect(formatMessage(arabic, { count: 11 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(11)} محفظة`);
  });

  it('selects a branch, nests arguments in branches, and formats plain numbers in the locale', () => {
    const text = '{kind, select, evm {Send on {network}} other {Send}}';
    expect(formatMessage(text, { kind: 'evm', network: 'Base' })).toBe('Send on Base');
    expect(formatMessage(text, { kind: 'solana', network: 'Base' })).toBe('Send');
    expect(formatMessage('{count} results', { count: 12345 }, 'fr')).toBe('12\u202f345 results');
  });

  it('leaves malformed and unknown arguments as written', () => {
    expect(formatMessage('{count, plural, one {# a}', { count: 1 })).toBe('{count, plural, one {# a}');
    expect(formatMessage('{count, plural, one {# a}}', { count: 5 })).toBe('{count, plural, one {# a}}');
    expect(formatMessage('{count, plural, other {#}}', { count: 'x' })).toBe('{count, plural, other {#}}');
    expect(formatMessage('{missing, select, a {A} other {B}}', {})).toBe('{missing, select, a {A} other {B}}');
  });
});
