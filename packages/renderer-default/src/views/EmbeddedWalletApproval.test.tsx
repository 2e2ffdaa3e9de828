// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { popTransactionStack, pushTransactionStack } from '@connect-modal/headless';
import type { ConnectConfig } from '@connect-modal/headless';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig, fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';

let modal: ReturnType<typeof useModal> | undefined;
function Page() {
  modal = useModal();
  return <ConnectModal />;
}

function setup() {
  const auth = createTestAuthConnector();
  const config: ConnectConfig = createFakeWalletConfig({ adapter: fakeWalletAdapter, connectors: [auth.connector], features: { email: true } });
  render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
  // The flow that asks opens the modal, then shows its request.
  act(() => modal?.open());
  return { config, auth };
}

afterEach(() => {
  cleanup();
  modal = undefined;
  document.body.innerHTML = '';
});

describe('the embedded wallet approval area', () => {
  it('keeps its rectangle in the auth connector while it shows, and clears it when the request settles', async () => {
    const { config, auth } = setup();
    act(() => pushTransactionStack(config, { view: 'ApproveTransaction', data: { kind: 'embeddedWallet', method: 'personal_sign' }, goBack: true }));
    const area = await screen.findByTestId('embedded-wallet-frame-area', undefined, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Approve the request in your wallet' })).toBeTruthy();
    expect(screen.getByTestId('embedded-wallet-approval').getAttribute('data-method')).toBe('personal_sign');
    expect(area.isConnected).toBe(true);
    await waitFor(() => expect(auth.rects.length).toBeGreaterThan(0));
    expect(auth.rects[0]).toEqual({ top: expect.any(Number), left: expect.any(Number), width: expect.any(Number), height: expect.any(Number) });

    act(() => popTransactionStack(config, 'cancel'));
    await waitFor(() => expect(screen.queryByTestId('embedded-wallet-frame-area')).toBeNull());
    expect(auth.rects.at(-1)).toBeUndefined();
  });

  it('lets focus move into an iframe outside the dialog without closing or shaking it, nor taking focus back', async () => {
    const { config } = setup();
    const frame = document.createElement('iframe');
    frame.tabIndex = 0;
    document.body.append(frame);
    act(() => pushTransactionStack(config, { view: 'ApproveTransaction', data: { kind: 'embeddedWallet', method: 'eth_sendTransaction' } }));
    await screen.findByTestId('embedded-wallet-frame-area', undefined, { timeout: 5000 });
    const shakes = modal?.shaking;
    act(() => frame.focus());
    act(() => {
      frame.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(modal?.isOpen).toBe(true);
    expect(modal?.view).toBe('ApproveTransaction');
    expect(modal?.shaking).toBe(shakes);
    expect(document.activeElement).toBe(frame);
  });

  it('keeps the swap approval as it was for other data', async () => {
    const { config } = setup();
    act(() => pushTransactionStack(config, { view: 'ApproveTransaction', data: {} }));
    expect((await screen.findByTestId('approve-transaction-view', undefined, { timeout: 5000 })).textContent).toContain('Nothing is waiting for your approval.');
    expect(screen.queryByTestId('embedded-wallet-approval')).toBeNull();
  });
});
