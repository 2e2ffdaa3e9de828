import { useEffect, useRef } from 'react';
import { useAccount, useConnect, useConnectors, useDisconnect, useModal, useNetwork, useSwitchNetwork } from '@connect-modal/headless/react';

function ConnectorList() {
  const connectors = useConnectors();
  const { connect, isPending, error, variables } = useConnect();
  return (
    <>
      <h2 id="wallet-dialog-title">Connect a wallet</h2>
      {connectors.length === 0 && <p>No wallet found in this browser.</p>}
      <ul className="list">
        {connectors.map((connector) => (
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
 * `useModal().open()` anywhere in the app shows it.
 */
export function WalletDialog() {
  const modal = useModal();
  const account = useAccount();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (modal.isOpen && !dialog.open) dialog.showModal?.();
    if (!modal.isOpen && dialog.open) dialog.close();
  }, [modal.isOpen]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="wallet-dialog-title" data-testid="wallet-dialog" onClose={() => modal.close()}>
      {account.isConnected ? <AccountActions /> : <ConnectorList />}
      <button type="button" className="close" aria-label="Close" onClick={() => modal.close()}>
        ×
      </button>
    </dialog>
  );
}
