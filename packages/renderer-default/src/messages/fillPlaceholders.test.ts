import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders.js';
import { formatMessage } from './formatMessage.js';

describe('fillPlaceholders', () => {
  it('fills placeholders as formatMessage does, numbers in the locale, and leaves plurals as written', () => {
    expect(fillPlaceholders('Open account, {address}', { address: '0x12…ab' })).toBe(formatMessage('Open account, {address}', { address: '0x12…ab' }));
    expect(fillPlaceholders('{count} results', { count: 12345 }, 'de')).toBe('12.345 results');
    expect(fillPlaceholders('{wallet} is not installed', { wallet: 'Evil\u202eWallet' })).toBe('\u2068Evil\u202eWallet\u2069 is not installed');
    expect(fillPlaceholders('{count, plural, one {# a} other {# b}}', { count: 2 })).toBe('{count, plural, one {# a} other {# b}}');
  });
});
