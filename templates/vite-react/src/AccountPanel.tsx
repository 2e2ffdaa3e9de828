import { useAccount, useBalance, useModal, useNetwork } from '@connect-modal/headless/react';
// #if siwx
import { SignInStatus } from './SignInStatus';
// #endif

/** What the page shows of the connected wallet, read with the hooks the modal itself uses. */
export function AccountPanel() {
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  const modal = useModal();

  if (!account.isConnected) {
    return (
      <section className="card" data-testid="account-panel">
        <h2>No wallet connected</h2>
        <p>Press the button to connect a browser wallet, or a mobile wallet through WalletConnect.</p>
        <button type="button" className="primary" onClick={() => modal.open()}>
          Connect wallet
        </button>
      </section>
    );
  }
  return (
    <section className="card" data-testid="account-panel">
      <h2>Connected</h2>
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
