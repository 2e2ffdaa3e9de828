// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectConfig, defineNetwork, memoryStorage } from '@connect-modal/headless';
import type { ConnectConfigOptions } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { en } from '../messages/en.js';
import { formatMessage } from '../messages/formatMessage.js';
import { MessagesContext } from '../messages/MessagesContext.js';
import { LegalGate, isLegalCheckboxOn } from './LegalCheckbox.js';
import { hasLegalConsent, setLegalConsent } from './legalConsent.js';

const network = defineNetwork({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
});

function configWith(options: Partial<ConnectConfigOptions>) {
  return createConnectConfig({ projectId: 'a'.repeat(32), networks: [network], storage: memoryStorage(), ...options });
}

function renderGate(config: ReturnType<typeof configWith>) {
  return render(
    <ConnectProvider config={config}>
      <MessagesContext.Provider value={{ messages: en, locale: 'en', format: formatMessage }}>
        <LegalGate>
          <button type="button">Dev Wallet</button>
        </LegalGate>
      </MessagesContext.Provider>
    </ConnectProvider>,
  );
}

afterEach(cleanup);

describe('LegalGate', () => {
  it('leaves the ways to connect alone when the feature is off', () => {
    renderGate(configWith({ termsConditionsUrl: 'https://app.example/terms' }));
    expect(screen.queryByTestId('legal-checkbox')).toBeNull();
    expect((screen.getByRole('button', { name: 'Dev Wallet' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names only the link it has, and disables the ways to connect until ticked', () => {
    const config = configWith({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://app.example/terms' });
    renderGate(config);
    expect(screen.getByTestId('legal-checkbox').textContent).toBe('I agree to the terms of service (opens in a new tab).');
    expect(screen.queryByTestId('legal-privacy')).toBeNull();
    const wallet = screen.getByRole('button', { name: 'Dev Wallet' });
    // A disabled fieldset disables the buttons in it.
    expect((screen.getByTestId('legal-gate') as HTMLFieldSetElement).disabled).toBe(true);
    expect(wallet.closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByTestId('legal-required').textContent).toBe('Agree to the terms above to connect a wallet.');

    fireEvent.click(screen.getByRole('checkbox'));
    expect(hasLegalConsent(config)).toBe(true);
    expect((screen.getByTestId('legal-gate') as HTMLFieldSetElement).disabled).toBe(false);
    expect(screen.queryByTestId('legal-required')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(hasLegalConsent(config)).toBe(false);
  });

  it('reads a privacy link alone, and follows a consent given elsewhere for the same config only', () => {
    const config = configWith({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://app.example/privacy' });
    const other = configWith({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://app.example/privacy' });
    renderGate(config);
    expect(screen.getByTestId('legal-checkbox').textContent).toBe('I agree to the privacy policy (opens in a new tab).');
    expect(screen.getByTestId('legal-privacy').getAttribute('href')).toBe('https://app.example/privacy');
    act(() => setLegalConsent(other, true));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    act(() => setLegalConsent(config, true));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('is on only with the feature and a link', () => {
    expect(isLegalCheckboxOn({ features: { legalCheckbox: true }, termsConditionsUrl: undefined, privacyPolicyUrl: undefined })).toBe(false);
    expect(isLegalCheckboxOn({ features: { legalCheckbox: false }, termsConditionsUrl: 'https://a.example', privacyPolicyUrl: undefined })).toBe(false);
    expect(isLegalCheckboxOn({ features: { legalCheckbox: true }, termsConditionsUrl: undefined, privacyPolicyUrl: 'https://a.example' })).toBe(true);
  });
});
