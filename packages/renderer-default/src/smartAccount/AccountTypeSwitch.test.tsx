// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '@connect-modal/headless';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { ConnectProvider, useModal, useToast } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig, fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { TEST_SMART_ACCOUNT, createTestAuthConnector } from '../testing/createTestAuthConnector.js';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let modal: ReturnType<typeof useModal> | undefined;
let toast: ReturnType<typeof useToast> | undefined;
function Page() {
  modal = useModal();
  toast = useToast();
  return <ConnectModal />;
}

/** An eip155 adapter offering the embedded wallet's connector, connected with the address the test gives. */
function embeddedAdapter(address: () => string): NamespaceAdapter {
  return {
    ...fakeWalletAdapter,
    setup(host) {
      host.setConnectors([{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }]);
      return () => {};
    },
    connect: async () => ({ address: address(), chainId: 31337, accounts: [{ address: address(), type: 'eoa' }] }),
  };
}

async function setup(options: { smartAccount: boolean; refuseSmartAccount?: boolean }) {
  const auth = createTestAuthConnector();
  await auth.connector.connectEmail({ email: 'visitor@example.com' });
  await auth.connector.connectOtp({ otp: '123456' });
  if (options.smartAccount) await auth.connector.setPreferredAccountType('smartAccount');
  if (options.refuseSmartAccount) {
    const set = auth.connector.setPreferredAccountType;
    auth.connector.setPreferredAccountType = async (type) => set(type === 'smartAccount' ? 'eoa' : type);
  }
  const config = createFakeWalletConfig({
    adapter: embeddedAdapter(() => auth.connector.getState().user?.evmAddress ?? EOA),
    connectors: [auth.connector],
    features: { email: true },
  });
  render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
  await act(async () => {
    await connect(config, { connectorId: 'auth', namespace: 'eip155' });
  });
  act(() => modal?.open({ view: 'Account' }));
  return { auth, line: await screen.findByTestId('account-type', undefined, { timeout: 5000 }) };
}

afterEach(() => {
  cleanup();
  modal = undefined;
  toast = undefined;
  document.body.innerHTML = '';
});

describe('the Account view line of the account type', () => {
  it('says the smart account is shown (not deployed yet) and switches to the EOA with its button', async () => {
    const { auth, line } = await setup({ smartAccount: true });
    expect(line.getAttribute('data-account-type')).toBe('smartAccount');
    expect(screen.getByTestId('account-name').getAttribute('title')).toBe(TEST_SMART_ACCOUNT);
    expect(within(line).getByTestId('account-type-name').textContent).toBe('Smart account');
    expect(line.textContent).toContain('Deployed with its first transaction');
    await waitFor(() => expect(auth.calls).toContain('initSmartAccount'));
    fireEvent.click(within(line).getByRole('button', { name: 'Switch to EOA' }));
    await waitFor(() => expect(screen.getByTestId('account-type').getAttribute('data-account-type')).toBe('eoa'));
    expect(auth.calls).toContain('setPreferredAccountType:eoa');
    expect(within(screen.getByTestId('account-type')).getByRole('button', { name: 'Switch to smart account' })).toBeTruthy();
  });

  it('an EOA user without a smart account on this network sees EOA and no switch', async () => {
    const { line } = await setup({ smartAccount: false });
    expect(within(line).getByTestId('account-type-name').textContent).toBe('EOA');
    expect(within(line).queryByRole('button')).toBeNull();
  });

  it('says so when the switch to the smart account fell back to the EOA', async () => {
    const { line } = await setup({ smartAccount: true, refuseSmartAccount: true });
    fireEvent.click(within(line).getByRole('button', { name: 'Switch to EOA' }));
    await waitFor(() => expect(screen.getByTestId('account-type').getAttribute('data-account-type')).toBe('eoa'));
    fireEvent.click(within(screen.getByTestId('account-type')).getByRole('button', { name: 'Switch to smart account' }));
    await waitFor(() => expect(toast?.message).toBe('The smart account could not be set: the EOA is shown'));
    expect(screen.getByTestId('account-type').getAttribute('data-account-type')).toBe('eoa');
  });
});
