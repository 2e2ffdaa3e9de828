'use client';

import { useAccount, useBalance, useModal, useNetwork } from '@connect-modal/headless/react';
// #if siwx
import { SignInStatus } from './SignInStatus';
// #endif

/**
 * What the page shows of the connected wallet, read with the hooks the modal itself uses. On the server it
 * renders from the cookies: a remembered wallet shows as reconnecting, with its address, until the browser
 * has asked the wallet again.
 */
export function AccountPanel() {
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  const modal = useModal();

  if (account.status === 'disconnected' || !account.address) {
    return (
      <section className="card" data-testid="account-panel" data-status={account.status}>
        <h2>No wallet connected</h2>
        <p>Press the button to connect a browser wallet, or a mobile wallet through WalletConnect.</p>
        <button type="button" className="primary" onClick={() => modal.open()}>
          Connect wallet
        </button>
      </section>
    );
  }
  return (
    <section className="card" data-testid="account-panel" data-status={account.status}>
      <h2>{account.isConnected ? 'Connected' : 'Reconnecting…'}</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="account-address">{account.address}</dd>
        <dt>Network</dt>
        <dd data-testid="account-network">{network?.name ?? 'Unknown'}</dd>
        <dt>Balance</dt>
        <dd>{balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : '…'}</dd>
      </dl>
      {/* #if siwx */}
      <SignInStatus />
      {/* #endif */}
    </section>
  );
}
