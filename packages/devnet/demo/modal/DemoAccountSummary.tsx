import { useAccount, useBalance, useConnectConfig, useNetwork, useSiwx } from '@connect-modal/headless/react';

const muted = { opacity: 0.75 } as const;

/** What the modal demo page shows beside the modal: the connection, read with the public hooks. */
export function DemoAccountSummary() {
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  const signIn = useConnectConfig().options.siwx ? <SignInStatus /> : null;

  if (!account.address) {
    return (
      <p style={muted} data-testid="demo-account" data-status={account.status}>
        {account.status === 'connecting' ? 'Connecting…' : 'Connect a wallet to see your account.'}
      </p>
    );
  }
  return (
    <section data-testid="demo-account" data-status={account.status} style={{ maxWidth: 480, overflowWrap: 'anywhere' }}>
      <h2 style={{ fontSize: 18, marginTop: 0 }}>{account.isConnected ? 'Connected' : 'Reconnecting…'}</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        <dt style={muted}>Address</dt>
        <dd style={{ margin: 0 }} data-testid="demo-account-address">
          {account.address}
        </dd>
        <dt style={muted}>Network</dt>
        <dd style={{ margin: 0 }} data-testid="demo-account-network">
          {network?.name ?? 'Unknown'}
        </dd>
        <dt style={muted}>Balance</dt>
        <dd style={{ margin: 0 }}>{balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : '…'}</dd>
      </dl>
      {signIn}
    </section>
  );
}

/** The sign-in state of the account (pages with `?siwx=`), with a button to sign in or out. */
function SignInStatus() {
  const siwx = useSiwx();
  return (
    <p style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 0 }}>
      <span data-testid="demo-siwx-status" data-status={siwx.status}>{siwx.isSignedIn ? 'Signed in' : 'Not signed in'}</span>
      <button type="button" onClick={() => void (siwx.isSignedIn ? siwx.signOut() : siwx.signIn()).catch(() => undefined)} data-testid="demo-siwx-button">
        {siwx.isSignedIn ? 'Sign out' : 'Sign in'}
      </button>
    </p>
  );
}
