// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig, fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';
import type { TestAuthConnectorOptions } from '../testing/createTestAuthConnector.js';

/** An EVM adapter that finds no wallet in the browser. */
const noWalletAdapter: NamespaceAdapter = { ...fakeWalletAdapter, setup: () => () => {} };

let modal: ReturnType<typeof useModal> | undefined;
function Page() {
  modal = useModal();
  return <ConnectModal />;
}

function setup(options: { installed: boolean; email?: boolean; auth?: TestAuthConnectorOptions | false }) {
  const auth = createTestAuthConnector(options.auth || {});
  const config = createFakeWalletConfig({ adapter: options.installed ? fakeWalletAdapter : noWalletAdapter, connectors: options.auth === false ? [] : [auth.connector], features: { email: options.email ?? true } });
  render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
  act(() => modal?.open());
  return auth;
}

/** The connect methods in the order the Connect view shows them. */
async function shownMethods(): Promise<string[]> {
  const view = await screen.findByTestId('connect-view');
  await waitFor(() => expect(within(view).queryByTestId('email-connect') ?? within(view).getByTestId('wallet-list')).toBeTruthy());
  const methods = [...view.querySelectorAll('[data-testid="email-connect"], [data-testid="wallet-list"]')];
  return methods.map((element) => (element.getAttribute('data-testid') === 'email-connect' ? 'email' : 'wallet'));
}

const paste = (target: HTMLElement, text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });

afterEach(() => {
  cleanup();
  modal = undefined;
  document.body.innerHTML = '';
});

describe('email login in the default modal', () => {
  it('with an installed wallet found, shows the wallets first, then the email field', async () => {
    setup({ installed: true });
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    expect(await shownMethods()).toEqual(['wallet', 'email']);
  });

  it('with no installed wallet, shows the email field first, then the wallets', async () => {
    setup({ installed: false });
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    expect(await shownMethods()).toEqual(['email', 'wallet']);
  });

  it('offers no email field when the feature is off, or no auth connector serves it', async () => {
    setup({ installed: false, email: false });
    expect(await shownMethods()).toEqual(['wallet']);
    cleanup();
    setup({ installed: false, auth: false });
    expect(await shownMethods()).toEqual(['wallet']);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('prepares the secure frame when the field gets focus, then goes to code entry, which refuses a wrong code and sends the right one', async () => {
    const auth = setup({ installed: true });
    const input = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    fireEvent.focus(input);
    expect(auth.calls).toEqual(['prepare']);
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));

    const entry = await screen.findByTestId('email-verify-otp');
    expect(modal?.view).toBe('EmailVerifyOtp');
    expect(screen.getByRole('dialog').textContent).toContain('Confirm email');
    expect(entry.textContent).toContain('Enter the code we sent to visitor@example.com');
    const resend = within(entry).getByRole('button', { name: /^Resend code in \d+ s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    paste(within(entry).getByRole('textbox', { name: 'Digit 1 of 6' }), '000000');
    expect(await within(entry).findByRole('alert')).toHaveProperty('textContent', 'Invalid code');
    // A fresh set of fields for the next try.
    expect((within(entry).getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement).value).toBe('');
    paste(within(entry).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await waitFor(() => expect(auth.calls).toContain('connectOtp:123456'));
    expect(auth.calls.filter((call) => call.startsWith('connectOtp'))).toEqual(['connectOtp:000000', 'connectOtp:123456']);
  });

  it('asks every 2 s whether the device was approved, then goes to code entry', async () => {
    const auth = setup({ installed: true, auth: { action: 'VERIFY_DEVICE', approveAfter: 1 } });
    const input = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    const view = await screen.findByTestId('email-verify-device');
    expect(within(view).getByRole('heading', { name: 'Approve the login from your email' })).toBeTruthy();
    expect(within(view).getByRole('status').textContent).toContain('Waiting for approval');
    await waitFor(() => expect(auth.calls.filter((call) => call === 'connectDevice')).toHaveLength(1), { timeout: 3000 });
    expect(modal?.view).toBe('EmailVerifyDevice');
    await screen.findByTestId('email-verify-otp', undefined, { timeout: 3000 });
    expect(auth.calls.filter((call) => call === 'connectDevice')).toHaveLength(2);
  });

  it('asks for no code when the secure site knows the login already (CONNECT)', async () => {
    const auth = setup({ installed: false, auth: { action: 'CONNECT' } });
    const input = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(auth.calls).toEqual(['connectEmail:visitor@example.com']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with email' }).hasAttribute('aria-busy')).toBe(false));
    expect(modal?.view).toBe('Connect');
    expect(screen.queryByTestId('email-error')).toBeNull();
  });

  it("shows the auth connector's alert in the email area with its title", async () => {
    const auth = setup({ installed: false });
    await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    act(() => auth.raise('IFRAME_LOAD_FAILED'));
    expect(screen.getByTestId('auth-alert').textContent).toContain('Network Error - Could not load embedded wallet');
    act(() => auth.raise('INVALID_APP_CONFIGURATION'));
    expect(screen.getByRole('alert').textContent).toContain('Invalid App Configuration');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).disabled).toBe(true);
    act(() => auth.raise('JWT_TOKEN_NOT_VALID'));
    expect(screen.getByRole('alert').textContent).toContain('Session Expired');
    act(() => auth.raise('IFRAME_REQUEST_TIMEOUT'));
    expect(screen.getByRole('alert').textContent).toContain('Embedded Wallet Request Timed Out');
  });
});
