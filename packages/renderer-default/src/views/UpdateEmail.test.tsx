// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectProvider, useModal, useToast } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig, fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';

let modal: ReturnType<typeof useModal> | undefined;
let toast: ReturnType<typeof useToast> | undefined;
function Page() {
  modal = useModal();
  toast = useToast();
  return <ConnectModal />;
}

async function setup() {
  const auth = createTestAuthConnector();
  // The visitor is signed in with this address.
  await auth.connector.connectEmail({ email: 'visitor@example.com' });
  await auth.connector.connectOtp({ otp: '123456' });
  const config = createFakeWalletConfig({ adapter: fakeWalletAdapter, connectors: [auth.connector], features: { email: true } });
  render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
  act(() => modal?.open({ view: 'Account' }));
  act(() => modal?.push('UpdateEmail'));
  return auth;
}

const paste = (target: HTMLElement, text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });

afterEach(() => {
  cleanup();
  modal = undefined;
  toast = undefined;
  document.body.innerHTML = '';
});

describe('updating the embedded wallet email', () => {
  it('refuses the current address, then confirms the current and the new address with a code each, and goes back to the account', async () => {
    const auth = await setup();
    const view = await screen.findByTestId('update-email-view', undefined, { timeout: 5000 });
    expect(screen.getByRole('dialog').textContent).toContain('Edit email');
    const input = within(view).getByRole('textbox', { name: 'New email' });
    const submit = within(view).getByRole('button', { name: 'Continue' });
    fireEvent.change(input, { target: { value: 'Visitor@Example.com' } });
    fireEvent.click(submit);
    expect(within(view).getByRole('alert').textContent).toBe('This is already your email');
    expect(auth.calls.filter((call) => call.startsWith('updateEmail'))).toEqual([]);

    fireEvent.change(input, { target: { value: 'new@example.com' } });
    fireEvent.click(submit);
    const primary = await screen.findByTestId('update-email-primary', undefined, { timeout: 5000 });
    expect(auth.calls).toContain('updateEmail:new@example.com');
    expect(screen.getByRole('dialog').textContent).toContain('Confirm current email');
    expect(primary.textContent).toContain('Enter the code we sent to visitor@example.com');
    expect(within(primary).getByRole('button', { name: /^Resend code/ })).toBeTruthy();
    paste(within(primary).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');

    const secondary = await screen.findByTestId('update-email-secondary', undefined, { timeout: 5000 });
    expect(screen.getByRole('dialog').textContent).toContain('Confirm new email');
    expect(secondary.textContent).toContain('Enter the code we sent to new@example.com');
    // The update's first code is spent: no new one can be asked for here.
    expect(within(secondary).queryByRole('button', { name: /Resend code/ })).toBeNull();
    paste(within(secondary).getByRole('textbox', { name: 'Digit 1 of 6' }), '654321');
    expect(await within(secondary).findByRole('alert')).toHaveProperty('textContent', 'Invalid code');
    paste(within(secondary).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');

    await waitFor(() => expect(modal?.view).toBe('Account'));
    expect(auth.calls.slice(-3)).toEqual(['updateEmailPrimaryOtp:123456', 'updateEmailSecondaryOtp:654321', 'updateEmailSecondaryOtp:123456']);
    await waitFor(() => expect(toast?.message).toBe('Email updated'));
  });
});
