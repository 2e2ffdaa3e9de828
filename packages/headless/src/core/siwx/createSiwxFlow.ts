import type { CoreContext } from '../context.js';
import type { ConnectionManager } from '../connection/createConnectionManager.js';
import type { AccountController } from '../controllers/createAccountController.js';
import type { NetworkController } from '../controllers/createNetworkController.js';
import type { ToastController } from '../controllers/createToastController.js';
import { ErrorMessages } from '../errors/catalogue.js';
import { ConnectError } from '../errors/ConnectError.js';
import { isUserRejection } from '../errors/rpcErrors.js';
import type { Navigator } from '../navigation/createNavigator.js';
import { accountsAtom, activeNamespaceAtom, modalAtom, networksAtom, siwxAtom } from '../state/atoms.js';
import type { SiwxState } from '../state/types.js';
import type { SiwxAccountRef, SiwxConfig, SiwxSessionInfo } from './SiwxConfig.js';
import { hasContractCode } from './smartAccountCheck.js';
import { forgetSession, keepSession, storedSession } from './storedSessions.js';

/** Sign-in for the connected account: checks for a session, asks for one once, signs, verifies, signs out. */
export interface SiwxFlow {
  /** Follows the connected account; returns a stop function. */
  start(): () => void;
  /** Asks the wallet to sign the backend's message and has it verified. A second call while one runs joins it. */
  signIn(): Promise<SiwxSessionInfo>;
  /** The visitor cancels: disconnects when sign-in is required, else closes the modal. */
  cancel(): Promise<void>;
  /** Ends the session at the backend and here; disconnects when sign-in is required. */
  signOut(): Promise<void>;
}

/** What the flow works with. */
export interface SiwxFlowParts {
  readonly accounts: AccountController;
  readonly networks: NetworkController;
  readonly navigator: Navigator;
  readonly toasts: ToastController;
  readonly manager: Pick<ConnectionManager, 'signMessage' | 'walletSignIn' | 'disconnect' | 'requestWallet'>;
}

const sameAccount = (a: SiwxAccountRef | undefined, b: SiwxAccountRef | undefined) =>
  a !== undefined && b !== undefined && a.address === b.address && a.chainId === b.chainId;

/** Bitcoin sign-in asks for BIP-322: it covers every address type (BIP-137 has none for taproot). */
const signOptionsFor = (account: SiwxAccountRef) => (account.chainId.startsWith('bip122:') ? { protocol: 'bip322' as const } : {});

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Creates the sign-in flow of a config whose options have `siwx`. */
export function createSiwxFlow(ctx: CoreContext, siwx: SiwxConfig, parts: SiwxFlowParts): SiwxFlow {
  const { store, storage, options, clock } = ctx;
  const { accounts, networks, navigator, toasts, manager } = parts;
  /** Accounts (per chain) asked automatically already: one prompt each, so a change of account never loops. */
  const prompted = new Set<string>();
  /** Bumped on every change of account: an answer about an account that is gone is dropped. */
  let generation = 0;
  let signing: Promise<SiwxSessionInfo> | undefined;

  const state = () => store.get(siwxAtom);
  const set = (patch: Partial<SiwxState>) => store.set(siwxAtom, { ...state(), ...patch });

  function current(): SiwxAccountRef | undefined {
    const namespace = networks.getActiveNamespace();
    const account = accounts.get(namespace);
    const network = networks.getActiveNetwork(namespace);
    if (account.status !== 'connected' || !account.address || !network) return undefined;
    return { address: account.address, chainId: network.caipNetworkId };
  }
  /** Signing is only asked on a network of the app's config. */
  const configured = (chainId: string) => options.networks.some((network) => network.caipNetworkId === chainId);
  const keyOf = (account: SiwxAccountRef) => `${account.chainId} ${account.address}`;

  /** SPEC 8: a decline names smart accounts: the account's type, or for EVM code at its address (injected wallets say EOA). */
  async function declinedMessage(account: SiwxAccountRef): Promise<string> {
    const namespace = networks.getActiveNamespace();
    const state = accounts.get(namespace);
    const type = state.allAccounts.find((candidate) => candidate.address === account.address)?.type ?? state.preferredAccountType;
    const smart =
      type === 'smartAccount' ||
      (account.chainId.startsWith('eip155:') && (await hasContractCode((args) => manager.requestWallet('eip155', args), account.address, clock)));
    return smart ? ErrorMessages.SIGN_DECLINED_SMART_ACCOUNT : ErrorMessages.SIGN_DECLINED;
  }

  /**
   * SPEC 8: the sign-in could not start: disconnect, back to Connect, and say so. Disconnecting closes the modal, so
   * when the visitor is to see it (`show`: the modal was open, or the flow was about to ask anyway) it opens again on
   * Connect, where the toast shows.
   */
  async function initFailed(error: unknown, show: boolean): Promise<never> {
    const visible = show || store.get(modalAtom).open;
    set({ status: 'failed', error: ErrorMessages.SIGN_IN_INIT_FAILED });
    await manager.disconnect().catch(() => undefined);
    if (visible) navigator.dispatch({ type: 'open', view: 'Connect' });
    navigator.dispatch({ type: 'signInInitFailed' });
    toasts.showError(ErrorMessages.SIGN_IN_INIT_FAILED, 'SIGN_IN_INIT_FAILED');
    throw new ConnectError('SIGN_IN_INIT_FAILED', ErrorMessages.SIGN_IN_INIT_FAILED, { cause: error });
  }

  async function follow(): Promise<void> {
    const account = current();
    const before = state();
    if (sameAccount(before.account, account) && before.status !== 'idle') return;
    const run = ++generation;
    if (!account) {
      // Disconnected: a later connection is a new request to sign in. A failure to start keeps its message.
      prompted.clear();
      const error = before.status === 'failed' ? before.error : undefined;
      set({ status: before.status === 'failed' ? 'failed' : 'idle', hasSession: false, account: undefined, session: undefined, error });
      return;
    }
    if (!configured(account.chainId)) {
      set({ status: 'idle', hasSession: false, account, session: undefined, error: undefined });
      return;
    }
    set({ status: 'checking', hasSession: false, account, session: undefined, error: undefined });
    let session: SiwxSessionInfo | undefined;
    try {
      session = await siwx.getSession({ ...account, ...optionalStored(account) });
    } catch (error) {
      // Shown where the flow would have asked this account to sign in.
      if (run === generation) await initFailed(error, !prompted.has(keyOf(account))).catch(() => undefined);
      return;
    }
    if (run !== generation) return;
    if (session) {
      keepSession(storage, session);
      set({ status: 'signedIn', hasSession: true, session });
      return;
    }
    forgetSession(storage, account);
    set({ status: 'needed' });
    if (prompted.has(keyOf(account))) return;
    prompted.add(keyOf(account));
    navigator.dispatch({ type: 'signInNeeded' });
  }

  function optionalStored(account: SiwxAccountRef): { stored?: SiwxSessionInfo } {
    const stored = storedSession(storage, account);
    return stored ? { stored } : {};
  }

  async function runSignIn(): Promise<SiwxSessionInfo> {
    const account = current();
    if (!account) throw new ConnectError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED', ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    if (!configured(account.chainId)) throw new ConnectError('UNSUPPORTED_CHAIN', ErrorMessages.UNSUPPORTED_CHAIN);
    const run = generation;
    prompted.add(keyOf(account));
    set({ status: 'signing', account, error: undefined });
    navigator.dispatch({ type: 'signInPending' });
    let message;
    try {
      const nonce = await siwx.getNonce(account);
      message = await siwx.createMessage({ ...account, nonce });
    } catch (error) {
      return initFailed(error, true);
    }
    let signed: { message: string; signature: string };
    try {
      const own = message.solanaSignIn && account.chainId.startsWith('solana:') ? await manager.walletSignIn(message.solanaSignIn) : undefined;
      signed = own
        ? { message: own.signedMessage, signature: own.signature }
        : { message: message.message, signature: await manager.signMessage(message.message, signOptionsFor(account)) };
    } catch (error) {
      const reason = isUserRejection(error) ? await declinedMessage(account) : messageOf(error);
      if (run === generation) {
        // SPEC 4: a decline reopens the sign view, with its error.
        set({ status: 'failed', error: reason });
        navigator.dispatch({ type: 'signInNeeded' });
      }
      throw error;
    }
    if (run !== generation) throw new ConnectError('SIGN_IN_STALE', 'The account changed while signing in');
    try {
      const session = await siwx.verify({ ...account, ...signed });
      if (run !== generation) throw new ConnectError('SIGN_IN_STALE', 'The account changed while signing in');
      keepSession(storage, session);
      set({ status: 'signedIn', hasSession: true, session, error: undefined });
      navigator.dispatch({ type: 'signedIn' });
      return session;
    } catch (error) {
      if (run === generation) {
        set({ status: 'failed', error: messageOf(error) });
        navigator.dispatch({ type: 'signInNeeded' });
      }
      throw error;
    }
  }

  return {
    start() {
      const listener = () => void follow();
      const stops = [store.sub(accountsAtom, listener), store.sub(activeNamespaceAtom, listener), store.sub(networksAtom, listener)];
      listener();
      return () => {
        generation += 1;
        stops.forEach((stop) => stop());
      };
    },
    signIn() {
      signing ??= runSignIn().finally(() => (signing = undefined));
      return signing;
    },
    async cancel() {
      if (state().required && !state().hasSession) {
        await manager.disconnect();
        return;
      }
      navigator.dispatch({ type: 'close' });
    },
    async signOut() {
      const { session, account, required } = state();
      if (account) forgetSession(storage, account);
      set({ status: account ? 'needed' : 'idle', hasSession: false, session: undefined, error: undefined });
      try {
        if (session) await siwx.revoke(session);
      } finally {
        if (required) await manager.disconnect();
      }
    },
  };
}
