// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NamespaceAdapter, SocialOption } from '@connect-modal/headless';
import { ConnectProvider, useModal } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';
import { createFakeWalletConfig, fakeWalletAdapter } from '../testing/createFakeWalletConfig.js';
import { createTestAuthConnector } from '../testing/createTestAuthConnector.js';

const noWalletAdapter: NamespaceAdapter = { ...fakeWalletAdapter, setup: () => () => {} };

let modal: ReturnType<typeof useModal> | undefined;
function Page() {
  modal = useModal();
  return <ConnectModal />;
}

function setup(socials: readonly SocialOption[] | false) {
  const auth = createTestAuthConnector({});
  const config = createFakeWalletConfig({ adapter: noWalletAdapter, connectors: [auth.connector], features: { socials } });
  render(
    <ConnectProvider config={config}>
      <Page />
    </ConnectProvider>,
  );
  act(() => modal?.open());
  return auth;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  modal = undefined;
  document.body.innerHTML = '';
});

describe('social logins in the default modal', () => {
  it('shows the socials of the config in its order, each named "Continue with …"', async () => {
    setup(['github', 'farcaster', 'google']);
    const list = await screen.findByTestId('social-list', undefined, { timeout: 5000 });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'GContinue with GitHubGitHub',
      'FContinue with FarcasterFarcaster',
      'GContinue with GoogleGoogle',
    ]);
    expect(within(list).getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
  });

  it('shows no socials when the config turns them off', async () => {
    setup(false);
    await screen.findByTestId('connect-view');
    await screen.findByTestId('email-connect', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('social-list')).toBeNull();
  });

  it('opens the window in the click; a blocked window offers the redirect, which leaves for the provider', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const auth = setup(['github']);
    fireEvent.click(await screen.findByTestId('social-github', undefined, { timeout: 5000 }));
    // Opened synchronously, inside the click.
    expect(open).toHaveBeenCalledTimes(1);
    const blocked = await screen.findByTestId('social-blocked', undefined, { timeout: 5000 });
    expect(blocked.textContent).toContain('Your browser blocked the GitHub window.');
    expect(screen.getByRole('heading', { name: 'Continue with GitHub' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('social-redirect'));
    await waitFor(() => expect(auth.calls).toContain('redirectToSocial:github'));
    expect(auth.calls).not.toContain('getSocialRedirectUri:github');
  });

  it('sends an opened window to the provider and waits, asking the frame', async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const auth = setup(['google']);
    fireEvent.click(await screen.findByTestId('social-google', undefined, { timeout: 5000 }));
    const view = await screen.findByTestId('connecting-social', undefined, { timeout: 5000 });
    expect(view.getAttribute('data-phase')).toBe('waiting');
    await waitFor(() => expect(popup.location.href).toBe('https://provider.example/authorize?client_id=google'));
    await waitFor(() => expect(auth.calls).toContain('connectSocial'));
    // Leaving the view stops waiting and closes the window.
    fireEvent.click(screen.getByTestId('modal-back'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
  });
});
