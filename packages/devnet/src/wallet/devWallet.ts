// Runs inside the browser page (bundled by buildDevWalletScript), so it must stay
// free of Node APIs and heavy dependencies: plain fetch and DOM events only.
import type { Address } from 'viem';
import { controlFor, sharedOf, takeRejection } from './devWalletControl.js';
import type { DevWalletListener as Listener, DevWalletHost, DevWalletInfo, DevWalletProvider, DevWalletOptions, InstalledDevWallet } from './devWalletTypes.js';
import { DevWalletRpcError, unauthorized, userRejected } from './DevWalletRpcError.js';
import { forwardToChain } from './forwardToChain.js';
import { parseChainId, toHexChainId } from './hexChainId.js';
import { createWalletStateStore } from './persistedWalletState.js';
import { randomUuid } from './randomUuid.js';
import { ACCOUNT_METHODS, MESSAGE_SIGNING_METHODS, signerOf, withSigner } from './signerOf.js';
import { parseSmartAccount, smartAccountAddress, smartAccountOptionsOf, smartAccountSignature } from './smartAccount.js';
import type { ChainCall, SmartAccountMode } from './smartAccount.js';

export type {
  DevWalletCall,
  DevWalletControl,
  DevWalletHost,
  DevWalletInfo,
  DevWalletInstanceState,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletRequestArguments,
  DevSmartAccountOptions,
  InstalledDevWallet,
} from './devWalletTypes.js';
export { DevWalletRpcError } from './DevWalletRpcError.js';
export { DEV_WALLET_ICON } from './devWalletIcon.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const sameMode = (a: SmartAccountMode | null, b: SmartAccountMode | null): boolean =>
  a === b || (a !== null && b !== null && a.factory === b.factory && a.salt === b.salt);

/**
 * Installs an EIP-1193 dev wallet on the page and announces it over EIP-6963, now and
 * on every eip6963:requestProvider. Requests it does not answer itself are forwarded
 * to the current chain's JSON-RPC endpoint, whose unlocked accounts do the signing.
 */
export function installDevWallet(options: DevWalletOptions, host: DevWalletHost = window): InstalledDevWallet {
  const info: DevWalletInfo = Object.freeze({
    uuid: options.uuid ?? randomUuid(),
    name: options.name,
    icon: options.icon,
    rdns: options.rdns,
  });
  const control = controlFor(host, options.rdns);
  const shared = sharedOf(control);
  const switchOnAdd = options.switchOnAdd ?? true;

  // Keys arrive as strings when the options went through JSON on their way into the page.
  const chains = new Map<number, string>(Object.entries(options.chains).map(([id, url]) => [Number(id), url]));
  const store = createWalletStateStore(host, options.rdns, options.persist);
  let { connected, chainId, account, smartAccount } = store.load(
    {
      connected: options.connected ?? false,
      chainId: options.initialChainId,
      account: options.account,
      smartAccount: parseSmartAccount(options.smartAccount),
    },
    (id) => chains.has(id),
  );
  const save = (): void => store.save({ connected, chainId, account, smartAccount });
  let linkUp = true;
  let nextRpcId = 1;

  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (...values: unknown[]) => void)(...args);
      } catch (error) {
        // A failing dapp listener must not corrupt wallet state; surface it as an uncaught page error instead.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const setChain = (next: number): void => {
    if (next !== chainId) {
      chainId = next;
      save();
      emit('chainChanged', toHexChainId(next));
    }
  };

  const markConnected = (address: Address): void => {
    if (!linkUp) {
      linkUp = true;
      emit('connect', { chainId: toHexChainId(chainId) });
    }
    if (!connected) {
      connected = true;
      save();
      emit('accountsChanged', [address]);
    }
  };

  const disconnect = (): void => {
    connected = false;
    linkUp = false;
    save();
    emit('accountsChanged', []);
    emit('disconnect', new DevWalletRpcError(4900, 'The provider is disconnected from all chains.'));
  };

  const prompt = async (method: string): Promise<void> => {
    if (takeRejection(shared, method, true)) {
      throw userRejected();
    }
    if (shared.promptDelayMs > 0) {
      await sleep(shared.promptDelayMs);
    }
  };

  const forward = (method: string, params: unknown): Promise<unknown> =>
    forwardToChain(chains.get(chainId), chainId, { id: nextRpcId++, method, params });
  const chainCall: ChainCall = (method, params) => forward(method, params);

  // Smart-account addresses per chain, mode and owner, read once from the factory.
  const smartAddresses = new Map<string, Promise<Address>>();
  /** The address sites see: the account itself, or its smart account in smart-account mode. */
  const exposed = (): Promise<Address> => {
    if (!smartAccount) return Promise.resolve(account);
    const key = `${chainId}:${smartAccount.factory}:${smartAccount.salt}:${account.toLowerCase()}`;
    let found = smartAddresses.get(key);
    if (!found) {
      const pending = smartAccountAddress(chainCall, smartAccount, account);
      pending.catch(() => smartAddresses.delete(key));
      smartAddresses.set(key, pending);
      found = pending;
    }
    return found;
  };
  /** Tells a connected site the account it now sees; an unreadable smart account surfaces as a page error. */
  const emitAccounts = (): void => {
    if (!smartAccount) {
      emit('accountsChanged', [account]);
      return;
    }
    exposed().then(
      (address) => emit('accountsChanged', [address]),
      (error: unknown) =>
        setTimeout(() => {
          throw error;
        }),
    );
  };

  const permissions = (address: Address | undefined): unknown[] =>
    address
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: typeof location === 'undefined' ? 'unknown' : location.origin,
            caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
          },
        ]
      : [];

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_accounts':
        return connected ? [await exposed()] : [];
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        // Already-authorised sites get their accounts back without a prompt.
        if (!connected) {
          await prompt(method);
          markConnected(await exposed());
        }
        const address = await exposed();
        return method === 'eth_requestAccounts' ? [address] : permissions(address);
      }
      case 'wallet_getPermissions':
        return permissions(connected ? await exposed() : undefined);
      case 'wallet_revokePermissions':
        disconnect();
        return null;
      case 'wallet_switchEthereumChain': {
        const target = parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId);
        if (!chains.has(target)) {
          throw new DevWalletRpcError(4902, `Unrecognized chain ID "${toHexChainId(target)}". Try adding the chain using wallet_addEthereumChain first.`);
        }
        if (target !== chainId) {
          await prompt(method);
          setChain(target);
        }
        return null;
      }
      case 'wallet_addEthereumChain': {
        const spec = list[0] as { chainId?: unknown; rpcUrls?: unknown } | undefined;
        const target = parseChainId(spec?.chainId);
        const rpcUrl = Array.isArray(spec?.rpcUrls) ? (spec.rpcUrls[0] as unknown) : undefined;
        if (typeof rpcUrl !== 'string' || rpcUrl.length === 0) {
          throw new DevWalletRpcError(-32602, 'Invalid params: rpcUrls must contain at least one URL.');
        }
        await prompt(method);
        chains.set(target, rpcUrl);
        if (switchOnAdd) {
          setChain(target);
        }
        return null;
      }
      case 'wallet_watchAsset':
        await prompt(method);
        return true;
      default:
        break;
    }

    if (ACCOUNT_METHODS.has(method)) {
      if (!connected) {
        throw unauthorized();
      }
      const mode = smartAccount;
      const owner = account;
      const address = await exposed();
      const signer = signerOf(method, params);
      if (signer !== undefined && signer.toLowerCase() !== address.toLowerCase()) {
        throw unauthorized();
      }
      if (mode && !MESSAGE_SIGNING_METHODS.has(method)) {
        throw new DevWalletRpcError(4200, `The dev wallet acts as a smart account, which signs messages and typed data only: ${method} is not supported.`);
      }
      await prompt(method);
      if (mode) {
        // The owner signs through the node; the account accepts that signature through ERC-1271 (or ERC-6492).
        const ownerSignature = await forward(method, withSigner(method, params, owner));
        return smartAccountSignature(chainCall, mode, owner, address, ownerSignature);
      }
      if ((method === 'eth_sendTransaction' || method === 'eth_signTransaction') && signer === undefined && list[0] && typeof list[0] === 'object') {
        return forward(method, [{ ...(list[0] as object), from: account }, ...list.slice(1)]);
      }
    }
    return forward(method, params);
  };

  const provider: DevWalletProvider = {
    isDevWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw new DevWalletRpcError(-32600, 'Expected a single, non-array, object argument with a string method.');
      }
      const { method, params } = args;
      shared.requests.push(method);
      shared.calls.push({ uuid: info.uuid, method, params });
      // An explicit rejectNext(method) applies even where no prompt would show.
      if (takeRejection(shared, method, false)) {
        throw userRejected();
      }
      return handle(method, params);
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event, listener) {
      return provider.removeListener(event, listener);
    },
    isConnected: () => linkUp,
  };

  const announce = (): void => {
    host.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  };
  const onRequestProvider = (): void => announce();

  shared.instances.push({
    uuid: info.uuid,
    announce,
    userSwitchChain: setChain,
    userSetAccount(address) {
      if (address.toLowerCase() === account.toLowerCase()) {
        account = address;
        save();
        return;
      }
      account = address;
      save();
      if (connected) {
        emitAccounts();
      }
    },
    userSetSmartAccount(value) {
      const next = parseSmartAccount(value);
      if (sameMode(next, smartAccount)) return;
      smartAccount = next;
      save();
      if (connected) {
        emitAccounts();
      }
    },
    userDisconnect: disconnect,
    state: () => ({
      uuid: info.uuid,
      connected,
      chainId,
      account,
      chains: Object.fromEntries(chains),
      smartAccount: smartAccountOptionsOf(smartAccount),
    }),
  });

  host.addEventListener('eip6963:requestProvider', onRequestProvider);
  // Another tab authorised, switched or left the site: this tab's provider follows, as an extension's does.
  const stopWatching = store.watch(() => {
    const next = store.load({ connected, chainId, account, smartAccount }, (id) => chains.has(id));
    const accountsMoved =
      next.connected !== connected || (next.connected && (next.account !== account || !sameMode(next.smartAccount, smartAccount)));
    const chainMoved = next.chainId !== chainId;
    ({ connected, chainId, account, smartAccount } = next);
    if (chainMoved) emit('chainChanged', toHexChainId(chainId));
    if (accountsMoved) {
      if (connected) emitAccounts();
      else emit('accountsChanged', []);
    }
  });
  announce();

  return {
    info,
    provider,
    control,
    uninstall() {
      host.removeEventListener('eip6963:requestProvider', onRequestProvider);
      stopWatching();
      shared.instances = shared.instances.filter((instance) => instance.uuid !== info.uuid);
    },
  };
}
