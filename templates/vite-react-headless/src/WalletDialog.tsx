import { useEffect, useRef, useState } from 'react';
import { useAccount, useConnect, useConnectors, useDisconnect, useModal, useNetwork, useSwitchNetwork } from '@connect-modal/headless/react';
import { WalletConnectPanel } from './WalletConnectPanel';
// #if siwx
import { SignInPanel } from './SignInPanel';
// #endif

function ConnectorList() {
  const connectors = useConnectors();
  const { connect, isPending, error, variables } = useConnect();
  const [pairing, setPairing] = useState(false);
  // WalletConnect offers one connector per chain namespace, all for the same session: one row is enough.
  const walletConnect = connectors.find((connector) => connector.type === 'WALLET_CONNECT');
  const browserWallets = connectors.filter((connector) => connector.type !== 'WALLET_CONNECT');
  if (pairing) return <WalletConnectPanel onBack={() => setPairing(false)} />;
  return (
    <>
      <h2 id="wallet-dialog-title">Connect a wallet</h2>
      {browserWallets.length === 0 && <p>No wallet found in this browser.</p>}
      <ul className="list">
        {walletConnect && (
          <li>
            <button type="button" className="row" data-testid={`wallet-${walletConnect.id}`} disabled={isPending} onClick={() => setPairing(true)}>
              {walletConnect.imageUrl && <img src={walletConnect.imageUrl} alt="" width={28} height={28} />}
              <span>{walletConnect.name}</span>
              <span className="muted">QR code</span>
            </button>
          </li>
        )}
        {browserWallets.map((connector) => (
          <li key={`${connector.chain}:${connector.id}`}>
            <button
              type="button"
              className="row"
              data-testid={`wallet-${connector.id}`}
              disabled={isPending}
              onClick={() => connect({ connectorId: connector.id })}
            >
              {connector.imageUrl && <img src={connector.imageUrl} alt="" width={28} height={28} />}
              <span>{connector.name}</span>
              {isPending && variables?.connectorId === connector.id && <span className="muted">Waiting for the wallet…</span>}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}

function AccountActions() {
  const account = useAccount();
  const { network, networks } = useNetwork();
  const { switchNetwork, isPending } = useSwitchNetwork();
  const { disconnect } = useDisconnect();
  return (
    <>
      <h2 id="wallet-dialog-title">Account</h2>
      <p className="address">{account.address}</p>
      <h3>Network</h3>
      <ul className="list">
        {networks.map((candidate) => (
          <li key={candidate.caipNetworkId}>
            <button
              type="button"
              className="row"
              aria-pressed={candidate.caipNetworkId === network?.caipNetworkId}
              disabled={isPending}
              onClick={() => switchNetwork({ network: candidate })}
            >
              {candidate.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="secondary" onClick={() => disconnect()}>
        Disconnect
      </button>
    </>
  );
}

/**
 * The app's own wallet dialog: a native <dialog> opened and closed with the config's modal state, so
 * `useModal().open()` anywhere in the app shows it, and the modal's flows (a sign-in asking after a connection)
 * reopen it.
 */
export function WalletDialog() {
  const modal = useModal();
  const account = useAccount();
  const ref = useRef<HTMLDialogElement>(null);
  // #if siwx
  // Sign-in goes through the modal's views: the dialog shows its own step for them.
  const signingIn = modal.view === 'SIWXSignMessage' || modal.view === 'ConnectingSiwe';
  // #endif

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal.isOpen && !dialog.open) dialog.showModal?.();
    if (!modal.isOpen && dialog.open) dialog.close();
  }, [modal.isOpen]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="wallet-dialog-title"
      data-testid="wallet-dialog"
      // Escape asks the config's modal to close, which closes the dialog (or keeps it, when closing is refused). The
      // dialog's own close event is not used: it comes a moment after, and could close the modal opened again since.
      onCancel={(event) => {
        event.preventDefault();
        modal.close();
      }}
    >
      {/* Drawn only while open: closing the dialog also ends a WalletConnect pairing still waiting for a wallet. */}
      {/* #if siwx */}
      {modal.isOpen && (signingIn ? <SignInPanel /> : account.isConnected ? <AccountActions /> : <ConnectorList />)}
      {/* #else */}
      {modal.isOpen && (account.isConnected ? <AccountActions /> : <ConnectorList />)}
      {/* #endif */}
      <button type="button" className="close" aria-label="Close" onClick={() => modal.close()}>
        ×
      </button>
    </dialog>
  );
}
