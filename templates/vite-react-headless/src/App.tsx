import { ConnectProvider, useAccount, useModal } from '@connect-modal/headless/react';
import { AccountCard } from './AccountCard';
import { WalletDialog } from './WalletDialog';
import { appName, config } from './connect.config';

function ConnectButton() {
  const account = useAccount();
  const modal = useModal();
  const label = account.isConnected && account.address
    ? `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
    : account.isConnecting
      ? 'Connecting…'
      : 'Connect wallet';
  return (
    <button type="button" className="primary" data-testid="connect-button" data-connected={account.isConnected || undefined} onClick={() => modal.open()}>
      {label}
    </button>
  );
}

/** The page, built only from the headless hooks: a header, the account, and a wallet dialog of its own. */
export function App() {
  return (
    <ConnectProvider config={config}>
      <header className="header">
        <h1>{appName}</h1>
        <ConnectButton />
      </header>
      <main className="main">
        <AccountCard />
      </main>
      <WalletDialog />
    </ConnectProvider>
  );
}
