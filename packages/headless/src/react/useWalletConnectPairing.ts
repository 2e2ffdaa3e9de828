'use client';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createWalletConnectPairing } from '../walletconnect/createWalletConnectPairing.js';
import type { WalletConnectPairing, WalletConnectPairingOptions, WalletConnectPairingState } from '../walletconnect/createWalletConnectPairing.js';
import { useConnectConfig } from './ConnectProvider.js';

/** Parameters of useWalletConnectPairing. */
export type UseWalletConnectPairingParameters = WalletConnectPairingOptions;

/** What useWalletConnectPairing returns: the pairing's state and its actions. */
export type UseWalletConnectPairingReturnType = WalletConnectPairingState & Pick<WalletConnectPairing, 'retry' | 'cancel' | 'linksFor' | 'open'>;

/**
 * A WalletConnect pairing for a UI of your own: asks for a URI on mount (unless the app drives WalletConnect
 * itself with `manualWCControl`), renews it when it expires, and abandons the one still waiting for a wallet
 * on unmount. Show `uri` as a QR code and a link to copy; `linksFor(wallet)` gives the links that open a
 * wallet with it. The sign client loads with the first request, not with this hook.
 */
export function useWalletConnectPairing(parameters: UseWalletConnectPairingParameters = {}): UseWalletConnectPairingReturnType {
  const config = useConnectConfig();
  // Read when used, so a new wallet or device answer applies without starting a new pairing.
  const latest = useRef(parameters);
  latest.current = parameters;
  const pairing = useMemo(
    () =>
      createWalletConnectPairing(config, {
        get wallet() {
          return latest.current.wallet;
        },
        get mobile() {
          return latest.current.mobile;
        },
      }),
    [config],
  );
  const state = useSyncExternalStore(pairing.subscribe, pairing.getState, pairing.getState);

  const cancelTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // React's development checks unmount and mount again at once: that keeps the pairing it already has.
    if (cancelTimer.current !== undefined) {
      clearTimeout(cancelTimer.current);
      cancelTimer.current = undefined;
    }
    pairing.start();
    return () => {
      cancelTimer.current = setTimeout(() => {
        cancelTimer.current = undefined;
        pairing.cancel();
      }, 0);
    };
  }, [pairing]);

  return useMemo(
    () => ({ ...state, retry: pairing.retry, cancel: pairing.cancel, linksFor: pairing.linksFor, open: pairing.open }),
    [state, pairing],
  );
}
