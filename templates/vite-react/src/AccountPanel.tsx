import { Suspense, lazy } from 'react';
import { useAccount, useModal } from '@connect-modal/headless/react';

// What shows of a connected wallet loads once one is connected: its code, and the query client behind the balance,
// stay out of the page's first script.
const ConnectedAccount = lazy(() => import('./ConnectedAccount').then((module) => ({ default: module.ConnectedAccount })));

/** What the page shows of the connected wallet, read with the hooks the modal itself uses. */
export function AccountPanel() {
  const account = useAccount();
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
      <Suspense fallback={<p role="status">Loading the account…</p>}>
        <ConnectedAccount />
      </Suspense>
    </section>
  );
}
