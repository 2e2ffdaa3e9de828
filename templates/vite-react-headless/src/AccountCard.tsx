import { useAccount, useBalance, useHistory, useNetwork, useSignMessage, useTokenBalances } from '@connect-modal/headless/react';
import { appName, features } from './connect.config';
import { SendForm } from './SendForm';
// #if siwx
import { SignInStatus } from './SignInStatus';
// #endif

/** What the visitor is asked to sign: plain text the wallet shows as it is. */
const MESSAGE = `Hello from ${appName}`;

/** Asks the wallet to sign a message and shows the signature (a server can check it with viem's verifyMessage). */
function SignMessage() {
  const { signMessage, data, error, isPending, variables } = useSignMessage();
  return (
    <>
      <h3>Sign a message</h3>
      <p className="muted">“{MESSAGE}”</p>
      <button type="button" className="secondary" data-testid="sign-message" disabled={isPending} onClick={() => signMessage({ message: MESSAGE })}>
        {isPending ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {data && (
        <p className="address" data-testid="signature" data-message={variables?.message}>
          {data}
        </p>
      )}
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}

function History() {
  const history = useHistory();
  if (history.empty) return <p className="muted">No activity yet.</p>;
  return (
    <>
      {history.groups.map((group) => (
        <section key={`${group.year}-${group.month}`}>
          <h4>{group.title}</h4>
          <ul className="plain">
            {group.transactions.map((entry) => (
              <li key={entry.id}>
                {entry.metadata.operationType} · {entry.metadata.status}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {history.hasNextPage && (
        <button type="button" className="secondary" onClick={() => void history.fetchNextPage()}>
          More
        </button>
      )}
    </>
  );
}

/** The connected wallet: address, network, balance, a message to sign, a send form, tokens and (when the feature is on) history. */
export function AccountCard() {
  const account = useAccount();
  const { network } = useNetwork();
  const balance = useBalance();
  const tokens = useTokenBalances();

  if (!account.isConnected) {
    return (
      <section className="card" data-testid="account-panel">
        <h2>No wallet connected</h2>
        <p>This page draws every part of the wallet UI itself, from the headless hooks.</p>
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
        <dd>{network?.name ?? 'Unknown'}</dd>
        <dt>Balance</dt>
        <dd>{balance.data ? `${balance.data.formatted} ${balance.data.symbol}` : '…'}</dd>
      </dl>
      {/* #if siwx */}
      <SignInStatus />
      {/* #endif */}
      <SignMessage />
      {features.send !== false && <SendForm />}
      <h3>Tokens</h3>
      {tokens.isError && <p role="alert">{tokens.error.message}</p>}
      <ul className="plain">
        {tokens.data?.map((token) => (
          <li key={token.address ?? token.symbol}>
            {token.quantity.numeric} {token.symbol}
          </li>
        ))}
      </ul>
      {features.history !== false && (
        <>
          <h3>Activity</h3>
          <History />
        </>
      )}
    </section>
  );
}
