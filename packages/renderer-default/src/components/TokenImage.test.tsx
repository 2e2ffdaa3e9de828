// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenImage } from './TokenImage.js';

afterEach(cleanup);

function initials(symbol: string, options: { small?: boolean; letters?: number } = {}): string | null {
  const { container } = render(<TokenImage symbol={symbol} {...options} />);
  return container.firstElementChild?.getAttribute('data-initials') ?? null;
}

describe('TokenImage initials', () => {
  it('takes the first letters of the symbol', () => {
    expect(initials('USDC')).toBe('USD');
    expect(initials('ETH', { small: true })).toBe('E');
  });

  it('counts by code point, so an emoji symbol is never cut in half', () => {
    expect(initials('\ud83d\ude80\ud83d\ude80\ud83d\ude80\ud83d\ude80')).toBe('\ud83d\ude80\ud83d\ude80\ud83d\ude80');
    expect(initials('\ud83d\ude80X', { small: true })).toBe('\ud83d\ude80');
  });

  it('takes lone surrogates, bidi overrides and 100 KB symbols', () => {
    expect(initials('\udc00\ud800A')).toBe('\udc00\ud800A');
    expect(initials('\u202eABC')).toBe('\u202eAB');
    expect(initials('Z'.repeat(100 * 1024))).toBe('ZZZ');
  });
});
