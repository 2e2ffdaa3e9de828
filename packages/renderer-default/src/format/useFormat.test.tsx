import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConnectProvider } from '@connect-modal/headless/react';
import { en } from '../messages/en.js';
import { formatMessage } from '../messages/formatMessage.js';
import { MessagesContext } from '../messages/MessagesContext.js';
import { createFakeWalletConfig } from '../testing/createFakeWalletConfig.js';
import { UNREADABLE_VALUE, createFormats, useFormat } from './useFormat.js';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('the formats of a locale', () => {
  it('write English as the modal always has', () => {
    const format = createFormats('en');
    expect(format.tokenAmount('1234.12399')).toBe('1,234.123');
    expect(format.tokenAmount('10000', { fixed: true })).toBe('10,000.000');
    expect(format.tokenAmount('0.0000001')).toBe('<0.001');
    expect(format.exact('1234.567890123456789')).toBe('1234.567890123456789');
    expect(format.usd(1234.5678)).toBe('$1,234.57');
    expect(format.usd(0.004)).toBe('<$0.01');
    expect(format.fiatQuote('7500.00', 'USD')).toBe('7,500.00 USD');
    expect(format.percent(1)).toBe('1%');
    expect(format.count(12345)).toBe('12,345');
    expect(format.monthTitle(Date.UTC(2025, 2), NOW)).toBe('March');
    expect(format.monthTitle(Date.UTC(2024, 2), NOW)).toBe('March 2024');
    expect(format.relativeTime(NOW - 5 * 60_000, NOW)).toBe('5 min ago');
  });

  it('write German in its own separators, names and units', () => {
    const format = createFormats('de');
    expect(format.locale).toBe('de');
    expect(format.tokenAmount('1234.12399')).toBe('1.234,123');
    expect(format.exact('1234.5')).toBe('1234,5');
    expect(format.usd(1234.5678)).toBe('1.234,57\u00a0$');
    expect(format.fiatQuote('7500.00', 'EUR')).toBe('7.500,00 EUR');
    expect(format.count(12345)).toBe('12.345');
    expect(format.monthTitle(Date.UTC(2024, 2), NOW)).toBe('März 2024');
    expect(format.relativeTime(NOW - 5 * 60_000, NOW)).toBe('vor 5 Min.');
  });

  it('show a value a service sent malformed as unreadable rather than 0, without failing the view', () => {
    const format = createFormats('en');
    expect(format.tokenAmount('12 ETH')).toBe(UNREADABLE_VALUE);
    expect(format.exact('NaN')).toBe(UNREADABLE_VALUE);
    expect(format.usd(Number.NaN)).toBe(UNREADABLE_VALUE);
    expect(format.fiatQuote('10.00', 'dollars')).toBe(UNREADABLE_VALUE);
    expect(format.relativeTime(Number.NaN, NOW)).toBe(UNREADABLE_VALUE);
  });
});

function Probe() {
  const format = useFormat();
  return <span>{`${format.locale} ${format.tokenAmount('1234.5')} ${format.usd(2.5)}`}</span>;
}

describe('useFormat', () => {
  it('follows the locale of the texts the modal provides', () => {
    const html = renderToString(
      <ConnectProvider config={createFakeWalletConfig()}>
        <MessagesContext.Provider value={{ messages: en, locale: 'fr', format: formatMessage }}>
          <Probe />
        </MessagesContext.Provider>
      </ConnectProvider>,
    );
    expect(html).toBe('<span>fr 1\u202f234,5 2,50\u00a0$US</span>');
  });

  it('is English outside the modal until the locale is read in the browser', () => {
    const html = renderToString(
      <ConnectProvider config={createFakeWalletConfig()}>
        <Probe />
      </ConnectProvider>,
    );
    expect(html).toBe('<span>en 1,234.5 $2.50</span>');
  });
});

describe('money in a right-to-left locale', () => {
  it('is isolated left to right, so the currency stays after the amount', () => {
    const format = createFormats('ar');
    expect(format.usd(32)).toBe(`\u2066${new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(32)}\u2069`);
    expect(createFormats('de').usd(32)).toBe('32,00\u00a0$');
  });
});

describe('left-to-right text in a sentence', () => {
  it('keeps an email address in its order in a right-to-left locale and leaves it alone in others', () => {
    expect(createFormats('he').ltr('ada@example.com')).toBe('\u2066ada@example.com\u2069');
    expect(createFormats('fa-IR').ltr('ada@example.com')).toBe('\u2066ada@example.com\u2069');
    expect(createFormats('en').ltr('ada@example.com')).toBe('ada@example.com');
  });
});
