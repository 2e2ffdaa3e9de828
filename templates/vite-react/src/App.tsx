import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectButton, ConnectModal } from '@connect-modal/renderer-default';
import { AccountPanel } from './AccountPanel';
import { appName, config } from './connect.config';

/** The page: a header with the connect button, the account below it, and the modal (one per app). */
export function App() {
  return (
    <ConnectProvider config={config}>
      <header className="header">
        <h1>{appName}</h1>
        <ConnectButton />
      </header>
      <main className="main">
        <AccountPanel />
      </main>
      <ConnectModal />
    </ConnectProvider>
  );
}
