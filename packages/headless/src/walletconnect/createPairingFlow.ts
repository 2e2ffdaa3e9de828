import * as z from '../core/validation/lite.js';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isPairingExpired } from '../core/index.js';
import type { TimerHandle } from '../core/index.js';
import { toProposalNamespaces } from './buildSessionNamespaces.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import type { WalletDeepLink, WalletLinks } from './buildWalletDeepLink.js';
import type { SessionState } from './createSessionState.js';
import type { SignClient, SignClientLifecycle } from './createSignClientLifecycle.js';
import { ProviderRpcError } from './ProviderRpcError.js';
import type { WalletConnectSession } from './validateSession.js';
import type { WalletConnectContext } from './walletConnectContext.js';
import { WalletConnectError } from './WalletConnectError.js';

/** A wallet to open with the pairing URI. */
export interface WalletToLink extends WalletLinks {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string | null;
}

/**
 * Pairing a wallet: a URI in `connection.wcUri` that lives {@link PAIRING_LIFETIME_MS}, reused on Telegram and iOS
 * Safari while unexpired, the wallet's deep link to it, and the wait for the wallet's approval.
 */
export interface PairingFlow {
  /** Resolves with the session a wallet approves through the current (or a new) URI. */
  pair(): Promise<WalletConnectSession>;
  /** The link that opens `wallet` with the current URI, recorded as `wcLinking` and the most recent wallet. */
  linkWallet(wallet: WalletToLink): WalletDeepLink | undefined;
  /** Abandons the pairing in progress; the pending connect fails as a user rejection (4001). */
  cancel(): void;
  /** Ends the pairing with `error` (the connector stops). */
  fail(error: unknown): void;
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

const walletErrorSchema = z.looseObject({ code: z.int(), message: z.string().check(z.maxLength(4096)) });

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A pairing nobody waits for any more (cancelled, expired) must not surface as an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** The session proposal failed: a refusal by the user reads as 4001, anything else as a pairing failure. */
function toProposalError(error: unknown): unknown {
  const parsed = walletErrorSchema.safeParse(error);
  // 5000-5002 are the protocol's "user rejected" codes (the session, its chains, its methods).
  if (parsed.success && parsed.data.code >= 5000 && parsed.data.code <= 5002) {
    return new ProviderRpcError(4001, 'User rejected the request.');
  }
  const message = parsed.success ? parsed.data.message : error instanceof Error ? error.message : 'The wallet did not approve the session';
  return new WalletConnectError('WC_PAIRING_FAILED', message, { cause: error });
}

/** Creates the pairing flow of a connector. */
export function createPairingFlow(
  context: WalletConnectContext,
  client: Pick<SignClientLifecycle, 'ensure'>,
  session: Pick<SessionState, 'validateApproved' | 'decline' | 'approve'>,
): PairingFlow {
  let pairing: { readonly uri: string; readonly expiry: number; readonly timer: TimerHandle } | undefined;
  let waiter: Deferred<WalletConnectSession> | undefined;

  const clear = () => {
    const host = context.host();
    if (pairing) host?.clock.clearTimeout(pairing.timer);
    pairing = undefined;
    host?.connection.update({ wcUri: undefined, wcPairingExpiry: undefined });
  };

  const fail = (error: unknown, wcError: boolean) => {
    const waiting = waiter;
    waiter = undefined;
    clear();
    if (wcError) context.host()?.connection.update({ wcError: true });
    waiting?.reject(error);
  };

  const onApproved = async (created: SignClient, raw: unknown, uri: string) => {
    let valid: WalletConnectSession;
    try {
      valid = await session.validateApproved(created, raw);
    } catch (error) {
      if (pairing?.uri === uri || !pairing) fail(error, true);
      return;
    }
    const waiting = waiter;
    if (!waiting) {
      // Approved after the app stopped waiting (the URI expired, the user cancelled): not a connection.
      await session.decline(created, valid);
      return;
    }
    waiter = undefined;
    clear();
    context.host()?.connection.update({ wcError: false });
    session.approve(valid);
    waiting.resolve(valid);
  };

  const start = async () => {
    const host = context.requireHost();
    const created = await client.ensure();
    const { uri, approval } = await created.connect({ optionalNamespaces: toProposalNamespaces(context.requested()) });
    if (!uri) throw new WalletConnectError('WC_PAIRING_FAILED', 'The WalletConnect client made no pairing URI');
    if (pairing) host.clock.clearTimeout(pairing.timer);
    const expiry = host.clock.now() + PAIRING_LIFETIME_MS;
    // Fires at the first moment isPairingExpired holds: less than the margin left.
    const timer = host.clock.setTimeout(() => {
      if (pairing?.uri !== uri) return;
      fail(new WalletConnectError('WC_PAIRING_EXPIRED', 'The connection request expired: scan the new QR code'), false);
    }, PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS + 1);
    pairing = { uri, expiry, timer };
    host.connection.update({ wcUri: uri, wcPairingExpiry: expiry, wcError: false, wcLinking: undefined });
    context.emitAll('display_uri', uri);
    approval()
      .then(
        (raw) => onApproved(created, raw, uri),
        (error: unknown) => {
          // Only the URI on screen decides the outcome; a replaced one may fail quietly.
          if (pairing?.uri === uri) fail(toProposalError(error), true);
        },
      )
      .catch((error: unknown) => context.reportError(error, 'approval'));
  };

  return {
    async pair() {
      const host = context.requireHost();
      const reusable =
        pairing !== undefined && !isPairingExpired(pairing.expiry, host.clock.now()) && (host.platform.isTelegram() || host.platform.isIosSafari());
      const waiting = (waiter ??= deferred());
      if (!reusable) {
        try {
          await start();
        } catch (error) {
          if (waiter === waiting) fail(error, true);
          throw error;
        }
      }
      return waiting.promise;
    },
    linkWallet(wallet) {
      const host = context.requireHost();
      const { wcUri, wcPairingExpiry } = host.connection.get();
      if (!wcUri || isPairingExpired(wcPairingExpiry, host.clock.now())) return undefined;
      const link = buildWalletDeepLink(wallet, wcUri, host.platform);
      if (!link) return undefined;
      host.connection.update({ wcLinking: { name: wallet.name, href: link.href } });
      host.connection.addRecentWallet({ id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}) });
      host.events.emit('track', { event: 'SELECT_WALLET', properties: { name: wallet.name, platform: link.source, link: link.kind } });
      return link;
    },
    cancel() {
      if (waiter) fail(new ProviderRpcError(4001, 'User rejected the request.'), false);
    },
    fail: (error) => fail(error, false),
  };
}
