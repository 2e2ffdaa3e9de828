import { useAccount, useSiwx } from '@connect-modal/headless/react';
import { appName } from './connect.config';

/**
 * The wallet dialog's sign-in step, shown while the config's modal is on its sign-in views (SIWXSignMessage, then
 * ConnectingSiwe while the wallet signs): sign the app's message, or not now (the dialog closes; when sign-in is
 * required, the wallet disconnects). A declined or refused attempt comes back here with its reason.
 */
export function SignInPanel() {
  const siwx = useSiwx();
  const account = useAccount();
  const busy = siwx.status === 'signing' || siwx.status === 'checking';
  return (
    <div data-testid="siwx-view" data-status={siwx.status}>
      <h2 id="wallet-dialog-title">Sign in to {appName}</h2>
      <p className="muted">Sign a message with your wallet to show this account is yours. It sends no transaction and costs nothing.</p>
      <p className="address">{account.address}</p>
      {siwx.status === 'failed' && siwx.error && <p role="alert">{siwx.error}</p>}
      <div className="stack">
        <button type="button" className="primary" disabled={busy} onClick={() => void siwx.signIn().catch(() => undefined)} data-testid="siwx-sign">
          {siwx.status === 'signing' ? 'Waiting for the wallet…' : 'Sign'}
        </button>
        <button type="button" className="secondary" onClick={() => void siwx.cancel()} data-testid="siwx-cancel">
          {siwx.required ? 'Disconnect' : 'Not now'}
        </button>
      </div>
    </div>
  );
}
