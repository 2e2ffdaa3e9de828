'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectionAtom, isUserRejection } from '@connect-modal/headless';
import type { ConnectConfig, ConnectorSource } from '@connect-modal/headless';
import { buildWalletDeepLink } from '@connect-modal/headless/walletconnect';
import type { WalletConnectConnector, WalletDeepLink, WalletToLink } from '@connect-modal/headless/walletconnect';
import { useConnectConfig, useConnectors, useStoreValue } from '@connect-modal/headless/react';
import { useModalServices } from '../modal/ModalServices.js';

/**
 * Where a pairing stands: no WalletConnect in this app; the app drives pairing itself and has no URI yet;
 * a URI is being made; a URI is shown; the wallet declined; the pairing failed.
 */
export type PairingState = 'unavailable' | 'manual' | 'preparing' | 'ready' | 'declined' | 'failed';

/** A wallet link for the current URI, with what it opens. */
export interface PairingLink extends WalletDeepLink {
  /** The wallet, with only the link this entry was built from. */
  readonly wallet: WalletToLink;
}

/** What the WalletConnect views need of a pairing. */
export interface WalletConnectPairing {
  readonly state: PairingState;
  /** The pairing URI to show, while it is valid. */
  readonly uri: string | undefined;
  /** The wallet last opened with a link to this pairing (remembered in the connection state). */
  readonly linking: { readonly name: string; readonly href: string } | undefined;
  /** How many times an expired URI was replaced while this view was shown. */
  readonly renewals: number;
  /** Starts over with a new URI (after a decline or a failure). */
  retry(): void;
  /** The links that open `wallet` with the URI on this device: its app first, then its web app. */
  linksFor(wallet: WalletToLink, mobile: boolean): PairingLink[];
  /** Records that `link` is being opened (wcLinking and the recent wallet); call it in the click that opens it. */
  open(link: PairingLink): void;
}

function isWalletConnectSource(source: ConnectorSource): source is WalletConnectConnector {
  const candidate = source as Partial<WalletConnectConnector>;
  return typeof candidate.linkWallet === 'function' && typeof candidate.cancelPairing === 'function';
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
}

/** Records a link opened without a connector (the app pairs by itself): the same state the connector keeps. */
function recordLink(config: ConnectConfig, link: PairingLink) {
  config.connection.update({ wcLinking: { name: link.wallet.name, href: link.href } });
  config.connection.addRecentWallet({ id: link.wallet.id, name: link.wallet.name, ...(link.wallet.rdns ? { rdns: link.wallet.rdns } : {}) });
}

/** How long a URI may take to arrive (the relay unreachable, the project refused) before the view says it failed. */
export const PAIRING_PREPARE_TIMEOUT_MS = 15_000;

const LINK_SOURCES = {
  mobile: ['mobile_link', 'webapp_link'],
  desktop: ['desktop_link', 'webapp_link'],
} as const;

/**
 * The pairing of the WalletConnect views. Unless the app drives WalletConnect itself (`manualWCControl`), the
 * view asks for a URI when it opens, asks for a new one whenever the shown one expires, and abandons the
 * pairing when it closes. The sign client is loaded by the connector on this first request, not before.
 */
export function useWalletConnectPairing(wallet?: WalletToLink): WalletConnectPairing {
  const config = useConnectConfig();
  const { connection: attempt } = useModalServices();
  const state = useStoreValue(connectionAtom);
  const connector = useConnectors().find((candidate) => candidate.type === 'WALLET_CONNECT');
  const connectorId = connector?.id;
  const manual = config.options.manualWCControl;
  const source = connectorId === undefined ? undefined : config.options.connectors.find((candidate) => candidate.id === connectorId);
  const walletConnect = source && isWalletConnectSource(source) ? source : undefined;
  const [renewals, setRenewals] = useState(0);
  const walletRef = useRef(wallet);
  walletRef.current = wallet;

  const { connectAsync, reset } = attempt;
  const start = useCallback(() => {
    if (connectorId === undefined || manual) return;
    connectAsync({ connectorId }).then(
      () => {
        // Paired by scanning: the wallet the visitor picked is the one they use, as when they follow its link.
        const picked = walletRef.current;
        if (picked) config.connection.addRecentWallet({ id: picked.id, name: picked.name, ...(picked.rdns ? { rdns: picked.rdns } : {}) });
      },
      // The outcome is shown from the attempt's state; nothing else waits for it.
      () => {},
    );
  }, [config, connectAsync, connectorId, manual]);

  // Opening the view starts a pairing; leaving it (back, close) abandons the one still waiting for a wallet.
  const cancelTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // A remount straight after an unmount (React's development checks) keeps the pairing it already has.
    if (cancelTimer.current !== undefined) {
      clearTimeout(cancelTimer.current);
      cancelTimer.current = undefined;
    } else {
      start();
    }
    return () => {
      cancelTimer.current = setTimeout(() => {
        cancelTimer.current = undefined;
        walletConnect?.cancelPairing();
      }, 0);
    };
  }, [start, walletConnect]);

  const isCurrent = connectorId !== undefined && attempt.variables?.connectorId === connectorId;
  const error = isCurrent && attempt.isError ? attempt.error : undefined;
  const expired = error !== undefined && errorCode(error) === 'WC_PAIRING_EXPIRED';

  // An expired URI is replaced at once, on the config's clock (the connector ends it, the view asks again).
  useEffect(() => {
    if (!expired) return;
    setRenewals((count) => count + 1);
    start();
  }, [expired, start]);

  let pairingState: PairingState;
  if (manual) pairingState = state.wcUri ? 'ready' : 'manual';
  else if (connectorId === undefined) pairingState = 'unavailable';
  else if (error !== undefined && !expired) pairingState = isUserRejection(error) ? 'declined' : 'failed';
  else pairingState = state.wcUri ? 'ready' : 'preparing';

  // A URI that never comes (the client keeps trying a relay it cannot reach) ends as a failure with a retry,
  // not as an endless spinner.
  const [timedOut, setTimedOut] = useState(false);
  const preparing = pairingState === 'preparing';
  useEffect(() => {
    if (!preparing) return;
    const timer = config.clock.setTimeout(() => setTimedOut(true), PAIRING_PREPARE_TIMEOUT_MS);
    return () => config.clock.clearTimeout(timer);
  }, [preparing, config]);
  if (timedOut && preparing) pairingState = 'failed';
  const uri = pairingState === 'ready' ? state.wcUri : undefined;

  const linksFor = useCallback(
    (target: WalletToLink, mobile: boolean): PairingLink[] => {
      if (!uri) return [];
      const links: PairingLink[] = [];
      for (const key of mobile ? LINK_SOURCES.mobile : LINK_SOURCES.desktop) {
        // One link at a time, so the app and the web app are offered side by side.
        const single: WalletToLink = { id: target.id, name: target.name, ...(target.rdns ? { rdns: target.rdns } : {}), [key]: target[key] };
        try {
          const link = buildWalletDeepLink(single, uri, config.platform);
          if (link) links.push({ ...link, wallet: single });
        } catch {
          // A URI the wallet could not use is not offered as a link; the QR code still shows it.
        }
      }
      return links;
    },
    [config, uri],
  );

  const open = useCallback(
    (link: PairingLink) => {
      if (walletConnect) walletConnect.linkWallet(link.wallet);
      else recordLink(config, link);
    },
    [config, walletConnect],
  );

  const retry = useCallback(() => {
    setTimedOut(false);
    walletConnect?.cancelPairing();
    reset();
    start();
  }, [reset, start, walletConnect]);

  return { state: pairingState, uri, linking: state.wcLinking, renewals, retry, linksFor, open };
}
