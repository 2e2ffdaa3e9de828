import { isPairingExpired, isUserRejection, PAIRING_EXPIRY_MARGIN_MS } from '../core/index.js';
import { connectionAtom, connectorsAtom } from '../core/state/atoms.js';
import type { ConnectConfig, ConnectorSource, TimerHandle } from '../core/index.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import type { WalletDeepLink } from './buildWalletDeepLink.js';
import { ProviderRpcError } from './ProviderRpcError.js';
import { WalletConnectError } from './WalletConnectError.js';
import type { WalletConnectConnector, WalletToLink } from './index.js';

/**
 * Where a pairing stands: no WalletConnect in this app; the app drives pairing itself (`manualWCControl`) and
 * has no URI yet; a URI is being made; a URI is shown; the shown URI expired and a new one is being made; the
 * wallet declined (or the pairing was cancelled); the pairing failed.
 */
export type WalletConnectPairingStatus = 'unavailable' | 'manual' | 'preparing' | 'ready' | 'expired' | 'declined' | 'failed';

/** A snapshot of a pairing; a new object only when something in it changed. */
export interface WalletConnectPairingState {
  readonly status: WalletConnectPairingStatus;
  /** The pairing URI to show (QR code, copy), only while it is valid. */
  readonly uri: string | undefined;
  /** When the shown URI expires (epoch ms on the config's clock). */
  readonly expiresAt: number | undefined;
  /** The wallet last opened with a link to this pairing. */
  readonly linking: { readonly name: string; readonly href: string } | undefined;
  /** How many times an expired URI was replaced by this pairing. */
  readonly renewals: number;
  /** Why the pairing was declined or failed. */
  readonly error: Error | undefined;
}

/** A wallet link for the current URI, with the wallet entry it was built from (only that one link in it). */
export interface WalletConnectPairingLink extends WalletDeepLink {
  readonly wallet: WalletToLink;
}

/** Options of {@link createWalletConnectPairing}; read when used, so they may be getters. */
export interface WalletConnectPairingOptions {
  /** The wallet the visitor picked: recorded as the recent wallet when it pairs, and the default of `linksFor`. */
  readonly wallet?: WalletToLink | undefined;
  /** Whether links are for a phone (app links) or a computer (desktop links); default the config's platform. */
  readonly mobile?: boolean | undefined;
}

/** A WalletConnect pairing over a config, for any UI: a state to render and the actions on it. */
export interface WalletConnectPairing {
  getState(): WalletConnectPairingState;
  /** Calls `listener` whenever the state may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Asks for a URI (no-op under `manualWCControl` or while one is being made or shown). */
  start(): void;
  /** Abandons the current pairing and starts a new one (after a decline or a failure). */
  retry(): void;
  /** Abandons the pairing still waiting for a wallet; it ends as 'declined'. */
  cancel(): void;
  /** The links that open `wallet` with the current URI: its app first, then its web app. */
  linksFor(wallet?: WalletToLink, mobile?: boolean): WalletConnectPairingLink[];
  /**
   * Records that `link` is being opened (the connector's `wcLinking` and recent wallet); call it in the click
   * that follows the link. Without a WalletConnect connector source nothing is recorded.
   */
  open(link: WalletConnectPairingLink): WalletConnectPairingLink;
}

/** How long a URI may take to arrive (the relay unreachable, the project refused) before the pairing fails. */
export const PAIRING_PREPARE_TIMEOUT_MS = 15_000;

const LINK_SOURCES = {
  mobile: ['mobile_link', 'webapp_link'],
  desktop: ['desktop_link', 'webapp_link'],
} as const;

interface Attempt {
  phase: 'pending' | 'failed' | 'done';
  error: Error | undefined;
  /** Connected to the connector (false while the config has not offered it yet). */
  asked: boolean;
  /** Cancelled before the connector had a URI: its URI is abandoned as soon as it appears. */
  abandoned: boolean;
  /** A URI was shown for it: one that goes while it still waits has expired. */
  shown: boolean;
}

function isWalletConnectSource(source: ConnectorSource): source is WalletConnectConnector {
  const candidate = source as Partial<WalletConnectConnector>;
  return typeof candidate.linkWallet === 'function' && typeof candidate.cancelPairing === 'function';
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error('The pairing failed', { cause: error });
}

function sameState(a: WalletConnectPairingState, b: WalletConnectPairingState): boolean {
  return (
    a.status === b.status &&
    a.uri === b.uri &&
    a.expiresAt === b.expiresAt &&
    a.renewals === b.renewals &&
    a.error === b.error &&
    a.linking?.name === b.linking?.name &&
    a.linking?.href === b.linking?.href
  );
}

/**
 * A WalletConnect pairing: asks the config's WalletConnect connector for a URI (the sign client loads with
 * this first request), replaces it at once when it expires, gives up when none arrives within
 * {@link PAIRING_PREPARE_TIMEOUT_MS}, and builds the wallet links for it. Time runs on `config.clock`. Creating
 * it does nothing; `start` asks for the URI.
 */
export function createWalletConnectPairing(config: ConnectConfig, options: WalletConnectPairingOptions = {}): WalletConnectPairing {
  const listeners = new Set<() => void>();
  let attempt: Attempt | undefined;
  let renewals = 0;
  let renewing = false;
  let snapshot: WalletConnectPairingState | undefined;
  let prepareTimer: TimerHandle | undefined;
  let expiryTimer: { handle: TimerHandle; at: number } | undefined;
  let unwatchConnectors: (() => void) | undefined;
  let unwatchAbandoned: (() => void) | undefined;
  let unwatchStore: (() => void) | undefined;

  const connectorId = () => config._internal.connectors().find((connector) => connector.type === 'WALLET_CONNECT')?.id;
  const walletConnectSource = (): WalletConnectConnector | undefined => {
    const id = connectorId();
    const sources = config.options.connectors.filter(isWalletConnectSource);
    return id === undefined ? sources[0] : sources.find((source) => source.id === id);
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const clearPrepareTimer = () => {
    if (prepareTimer !== undefined) config.clock.clearTimeout(prepareTimer);
    prepareTimer = undefined;
  };

  const stopWatching = () => {
    unwatchConnectors?.();
    unwatchConnectors = undefined;
    unwatchAbandoned?.();
    unwatchAbandoned = undefined;
  };

  const fail = (current: Attempt, error: Error) => {
    current.phase = 'failed';
    current.error = error;
    renewing = false;
    clearPrepareTimer();
    if (attempt === current) stopWatching();
    notify();
  };

  const abandonWhenUriArrives = (current: Attempt) => {
    const check = () => {
      if (attempt !== current || current.phase !== 'pending') return stopWatching();
      if (config._internal.connection.get().wcUri) walletConnectSource()?.cancelPairing();
    };
    unwatchAbandoned ??= config.store.sub(connectionAtom, check);
    check();
  };

  const ask = (current: Attempt, id: string) => {
    current.asked = true;
    unwatchConnectors?.();
    unwatchConnectors = undefined;
    config._internal.connect(id).then(
      () => {
        if (attempt !== current) return;
        current.phase = 'done';
        renewing = false;
        clearPrepareTimer();
        stopWatching();
        // Paired by scanning: the wallet the visitor picked is the one they use, as when they follow its link.
        const picked = options.wallet;
        if (picked) config._internal.connection.addRecentWallet({ id: picked.id, name: picked.name, ...(picked.rdns ? { rdns: picked.rdns } : {}) });
        notify();
      },
      (error: unknown) => {
        if (attempt !== current) return;
        if (codeOf(error) === 'WC_PAIRING_EXPIRED' && !current.abandoned) {
          // The connector ended the URI on the config's clock; a new one is asked for at once.
          renewals += 1;
          begin(true);
          return;
        }
        fail(current, toError(error));
      },
    );
  };

  function begin(renewal: boolean) {
    clearPrepareTimer();
    stopWatching();
    const current: Attempt = { phase: 'pending', error: undefined, asked: false, abandoned: false, shown: false };
    attempt = current;
    renewing = renewal;
    // A URI that never comes (a client retrying a relay it cannot reach) ends as a failure, not a spinner.
    prepareTimer = config.clock.setTimeout(() => {
      prepareTimer = undefined;
      if (attempt !== current || current.phase !== 'pending' || config._internal.connection.get().wcUri) return;
      fail(current, new WalletConnectError('WC_PAIRING_FAILED', 'No connection code arrived in time: try again'));
    }, PAIRING_PREPARE_TIMEOUT_MS);
    const id = connectorId();
    if (id !== undefined) {
      ask(current, id);
    } else {
      // The config offers its connectors in `start()`, which may run after the UI asked (effects run child first).
      unwatchConnectors = config.store.sub(connectorsAtom, () => {
        const offered = connectorId();
        if (offered !== undefined && attempt === current && !current.asked) ask(current, offered);
      });
    }
    notify();
  }

  const compute = (): WalletConnectPairingState => {
    const connection = config._internal.connection.get();
    const now = config.clock.now();
    const manual = config.options.manualWCControl;
    const { wcUri, wcPairingExpiry } = connection;
    // Under manual control the app may give a URI without an expiry; it then stays valid until replaced.
    const expired = wcPairingExpiry === undefined ? !manual : isPairingExpired(wcPairingExpiry, now);
    const valid = wcUri !== undefined && !expired;
    const waiting = attempt?.phase === 'pending' && !attempt.abandoned ? attempt : undefined;
    if (valid && waiting) waiting.shown = true;
    let status: WalletConnectPairingStatus;
    let error: Error | undefined;
    if (manual) status = valid ? 'ready' : wcUri ? 'expired' : 'manual';
    else if (connectorId() === undefined && !walletConnectSource()) status = 'unavailable';
    else if (attempt?.phase === 'failed') {
      error = attempt.error;
      status = isUserRejection(error) ? 'declined' : 'failed';
    } else if (valid) status = 'ready';
    // The connector ends an expired URI before this pairing hears of it: between the two it is renewing too.
    else if (renewing || wcUri || waiting?.shown) status = 'expired';
    else status = 'preparing';
    const ready = status === 'ready';
    return {
      status,
      uri: ready ? connection.wcUri : undefined,
      expiresAt: ready ? connection.wcPairingExpiry : undefined,
      linking: connection.wcLinking,
      renewals,
      error,
    };
  };

  // A shown URI that expires without anyone telling (a URI the app gave under manual control) still leaves.
  const watchExpiry = (state: WalletConnectPairingState) => {
    const at = state.status === 'ready' ? state.expiresAt : undefined;
    if (expiryTimer?.at === at) return;
    if (expiryTimer) config.clock.clearTimeout(expiryTimer.handle);
    expiryTimer = undefined;
    if (at === undefined || listeners.size === 0) return;
    const delay = Math.max(0, at - PAIRING_EXPIRY_MARGIN_MS - config.clock.now() + 1);
    expiryTimer = { at, handle: config.clock.setTimeout(() => ((expiryTimer = undefined), notify()), delay) };
  };

  const getState = () => {
    const next = compute();
    if (!snapshot || !sameState(snapshot, next)) snapshot = next;
    watchExpiry(snapshot);
    return snapshot;
  };

  const pairing: WalletConnectPairing = {
    getState,
    subscribe(listener) {
      listeners.add(listener);
      if (!unwatchStore) {
        const offConnection = config.store.sub(connectionAtom, notify);
        const offConnectors = config.store.sub(connectorsAtom, notify);
        unwatchStore = () => {
          offConnection();
          offConnectors();
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unwatchStore?.();
        unwatchStore = undefined;
        if (expiryTimer) config.clock.clearTimeout(expiryTimer.handle);
        expiryTimer = undefined;
      };
    },
    start() {
      if (config.options.manualWCControl || attempt?.phase === 'pending') return;
      begin(false);
    },
    retry() {
      if (config.options.manualWCControl) return;
      walletConnectSource()?.cancelPairing();
      begin(false);
    },
    cancel() {
      const current = attempt;
      if (!current || current.phase !== 'pending') return;
      if (!current.asked) {
        fail(current, new ProviderRpcError(4001, 'User rejected the request.'));
        return;
      }
      current.abandoned = true;
      // Fails the connect as a user rejection (4001); a URI still being made is abandoned when it arrives.
      if (config._internal.connection.get().wcUri) walletConnectSource()?.cancelPairing();
      else abandonWhenUriArrives(current);
    },
    linksFor(wallet = options.wallet, mobile = options.mobile ?? config.platform.isMobile()) {
      const { uri } = getState();
      if (!uri || !wallet) return [];
      const links: WalletConnectPairingLink[] = [];
      for (const key of mobile ? LINK_SOURCES.mobile : LINK_SOURCES.desktop) {
        // One link at a time, so the app and the web app are offered side by side.
        const single: WalletToLink = { id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}), [key]: wallet[key] };
        try {
          const link = buildWalletDeepLink(single, uri, config.platform);
          if (link) links.push({ ...link, wallet: single });
        } catch {
          // A URI the wallet could not use is not offered as a link; the QR code still shows it.
        }
      }
      return links;
    },
    open(link) {
      walletConnectSource()?.linkWallet(link.wallet);
      return link;
    },
  };
  return pairing;
}
