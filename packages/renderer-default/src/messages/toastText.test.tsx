// @vitest-environment happy-dom
// The modal's toasts and the errors its views show follow the locale: the product's toasts by code, an app's own
// toast and an unknown error as they were given.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OnrampError, SwapError, createConnectConfig, defineNetwork, memoryStorage, setLocale, staticPlatform } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ModalToast } from '../modal/ModalToast.js';
import { fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { useErrorText } from './errorText.js';
import { en } from './en.js';
import { formatMessage } from './formatMessage.js';
import { MessagesContext } from './MessagesContext.js';
import { toastText } from './toastText.js';

function configIn(locale: string): ConnectConfig {
  return createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [
      defineNetwork({
        id: 31337,
        name: 'Devnet',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
      }),
    ],
    adapters: [fakeWalletAdapter],
    storage: memoryStorage(),
    platform: staticPlatform({ isMobile: false }),
    features: { analytics: false },
    locale,
    fetch: async () => new Response(JSON.stringify({ data: [], count: 0 }), { headers: { 'content-type': 'application/json' } }),
  });
}

const FAILURES = [
  new SwapError('SWAP_INSUFFICIENT_BALANCE', 'Insufficient DEV balance'),
  new OnrampError('ONRAMP_AMOUNT_ABOVE_MAXIMUM', 'The maximum is 25,000.00 USD'),
  new Error('A text only the service knows'),
];

function Errors() {
  const errorText = useErrorText();
  return (
    <ul>
      {FAILURES.map((error) => (
        <li key={error.message} data-testid="error">
          {errorText(error)}
        </li>
      ))}
    </ul>
  );
}

function renderIn(locale: string): ConnectConfig {
  const config = configIn(locale);
  render(
    <ConnectProvider config={config}>
      <ModalToast />
      <Errors />
    </ConnectProvider>,
  );
  return config;
}

const toast = () => screen.getByTestId('toast').textContent;
const errors = () => screen.getAllByTestId('error').map((item) => item.textContent);

afterEach(cleanup);

describe('toasts and errors in the locale shown', () => {
  it('word the product toasts by code in German, and keep an app toast as given', async () => {
    const config = renderIn('de');
    await waitFor(() => expect(errors()[0]).toBe('Unzureichendes DEV-Guthaben'));
    act(() => config._internal.toasts.showLoading('Transaction pending', 'TRANSACTION_PENDING'));
    expect(toast()).toBe('Transaktion ausstehend');
    expect(errors()).toEqual(['Unzureichendes DEV-Guthaben', 'Das Maximum beträgt 25.000,00 USD', 'A text only the service knows']);
    act(() => config._internal.toasts.hide());
    act(() => config._internal.toasts.showError('Kopieren nicht möglich'));
    await waitFor(() => expect(toast()).toBe('Kopieren nicht möglich'));
  });

  it('word them in Japanese, and follow a change of locale', async () => {
    const config = renderIn('ja');
    await waitFor(() => expect(errors()[0]).toBe('DEVの残高が不足しています'));
    act(() => config._internal.toasts.showError('Failed to fetch transactions', 'FAILED_TO_FETCH_TRANSACTIONS'));
    expect(toast()).toBe('トランザクションを取得できませんでした');
    expect(errors()[1]).toBe('最高額は25,000.00 USDです');
    act(() => setLocale(config, 'de'));
    await waitFor(() => expect(toast()).toBe('Transaktionen konnten nicht abgerufen werden'));
    expect(errors()[1]).toBe('Das Maximum beträgt 25.000,00 USD');
  });

  it('stay word for word in English, as the modal provides its texts', () => {
    const config = configIn('en');
    // The modal's texts, as the modal provides them to its views (outside it only the first paint's are loaded).
    const texts = { messages: en, locale: 'en', format: formatMessage };
    render(
      <ConnectProvider config={config}>
        <MessagesContext.Provider value={texts}>
          <ModalToast />
          <Errors />
        </MessagesContext.Provider>
      </ConnectProvider>,
    );
    act(() => config._internal.toasts.showSuccess('Transaction confirmed', 'TRANSACTION_CONFIRMED'));
    expect(toast()).toBe('Transaction confirmed');
    expect(errors()).toEqual(['Insufficient DEV balance', 'The maximum is 25,000.00 USD', 'A text only the service knows']);
  });

  it('word every toast code, and a toast without one as its message', () => {
    const t = (id: keyof typeof en) => en[id];
    expect(toastText({ message: 'x', code: 'TRANSACTION_CONFIRMED' }, t)).toBe('Transaction confirmed');
    expect(toastText({ message: 'x', code: 'INVALID_APP_CONFIGURATION' }, t)).toBe('Invalid App Configuration');
    expect(toastText({ message: 'x', code: 'TOKEN_BALANCE_UNAVAILABLE' }, t)).toBe('Token Balance Unavailable');
    expect(toastText({ message: 'Copied' }, t)).toBe('Copied');
  });

  it("word the embedded wallet's 'Action not allowed', shown without a code, in the locale", async () => {
    const config = renderIn('de');
    await waitFor(() => expect(errors()[0]).toBe('Unzureichendes DEV-Guthaben'));
    act(() => config._internal.toasts.showError('Action not allowed'));
    expect(toast()).toBe('Aktion nicht erlaubt');
    const t = (id: keyof typeof en) => en[id];
    expect(toastText({ message: 'Action not allowed' }, t)).toBe('Action not allowed');
  });
});
