import { ConnectButton } from '@connect-modal/renderer-default';
import { AccountPanel } from '../components/AccountPanel';
import { appName } from '../connect.config';

/** The home page, a server component: the header and the account panel, which are client components. */
export default function Home() {
  return (
    <>
      <header className="header">
        <h1>{appName}</h1>
        <ConnectButton />
      </header>
      <main className="main">
        <AccountPanel />
      </main>
    </>
  );
}
