import { useWalletConnectPairing } from '@connect-modal/headless/react';
import type { UseWalletConnectPairingReturnType } from '@connect-modal/headless/react';
import { PairingCode } from './PairingCode';

const STATUS_TEXT: Record<UseWalletConnectPairingReturnType['status'], string> = {
  unavailable: 'WalletConnect is not set up in this app.',
  manual: 'Waiting for the connection code…',
  preparing: 'Preparing the connection code…',
  ready: 'Scan the code with a phone wallet, or copy the link into a wallet.',
  expired: 'The code expired: making a new one…',
  declined: 'The wallet declined the connection.',
  failed: 'The connection failed.',
};

/**
 * Pairing a phone wallet through WalletConnect, drawn by the app itself: the pairing starts when this panel
 * shows, a code that expires is replaced, and leaving the panel abandons the pairing still waiting.
 */
export function WalletConnectPanel({ onBack }: { onBack(): void }) {
  const pairing = useWalletConnectPairing();
  const failed = pairing.status === 'declined' || pairing.status === 'failed';
  return (
    <div data-testid="walletconnect-panel" data-status={pairing.status}>
      <h2 id="wallet-dialog-title">WalletConnect</h2>
      <p role="status" aria-live="polite">
        {STATUS_TEXT[pairing.status]}
      </p>
      {!failed && pairing.status !== 'unavailable' && <PairingCode uri={pairing.uri} />}
      {failed && (
        <button type="button" className="primary" data-testid="walletconnect-retry" onClick={pairing.retry}>
          Try again
        </button>
      )}
      <button type="button" className="secondary" onClick={onBack}>
        Back
      </button>
    </div>
  );
}
