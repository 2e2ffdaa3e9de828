// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig } from '../testing/createFakeWalletConfig.js';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';
import { farcasterErrorKey, isFarcasterAbort } from './farcasterErrors.js';

const URL_SHOWN = 'https://farcaster.example/~/siwf?channelToken=test-channel-token';

let modal: ReturnType<typeof useModal> | undefined;
function Page() {
  modal = useModal();
  return <ConnectModal />;
}

afterEach(() => {
  cleanup();
  modal = undefined;
  document.body.innerHTML = '';
});

describe('ConnectingFarcaster', () => {
  it('shows the sign-in URL as a QR code with open and copy, waits for the approval, and stops waiting when left', async () => {
    const auth = createTestAuthConnector();
    const config = createFakeWalletConfig({ connectors: [auth.connector], features: { socials: ['farcaster'] } });
    render(
      <ConnectProvider config={config}>
        <Page />
      </ConnectProvider>,
    );
    act(() => modal?.open({ view: 'ConnectingFarcaster' }));
    const view = await screen.findByTestId('farcaster-view', {}, { timeout: 5_000 });
    await waitFor(() => expect(view.getAttribute('data-state')).toBe('waiting'));
    expect(screen.getByTestId('farcaster-qr').getAttribute('data-value')).toBe(URL_SHOWN);
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy();
    expect(screen.getByTestId('farcaster-url').textContent).toBe(URL_SHOWN);
    expect(screen.getByTestId('farcaster-open').getAttribute('href')).toBe(URL_SHOWN);
    expect(view.textContent).toContain('Waiting for approval in Farcaster');
    expect(auth.calls).toEqual(['getFarcasterUri', 'connectFarcaster']);
    expect(auth.connector.getState().farcasterUrl).toBe(URL_SHOWN);

    act(() => modal?.close());
    await waitFor(() => expect(screen.queryByTestId('farcaster-view')).toBeNull());
    // No error is shown for the wait the view itself stopped, and nothing new is asked.
    expect(auth.calls).toEqual(['getFarcasterUri', 'connectFarcaster']);
  });

  it('words the secure site refusals and treats the abort as no error', () => {
    expect(farcasterErrorKey({ code: 'FARCASTER_SIGNATURE_INVALID' })).toBe('farcaster.refused');
    expect(farcasterErrorKey({ code: 'FARCASTER_CHANNEL_EXPIRED' })).toBe('farcaster.expired');
    expect(farcasterErrorKey({ code: 'FARCASTER_CHANNEL_USED' })).toBe('farcaster.expired');
    expect(farcasterErrorKey(new Error('Unable to reach the secure site'))).toBeUndefined();
    expect(isFarcasterAbort({ code: 'ABORTED' })).toBe(true);
    expect(isFarcasterAbort({ code: 'NETWORK_ERROR' })).toBe(false);
  });
});
