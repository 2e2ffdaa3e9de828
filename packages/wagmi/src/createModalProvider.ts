import { getNetwork, request, switchNetwork } from '@connect-modal/headless';
import type { CaipNetwork, ConnectConfig } from '@connect-modal/headless';
import { ChainDisconnectedError, InvalidParamsRpcError, ProviderDisconnectedError, numberToHex } from 'viem';
import type { Address } from 'viem';
import { readEvmConnection, watchEvmConnection } from './evmConnection.js';
import type { EvmConnection } from './evmConnection.js';

/** Events of {@link ModalEip1193Provider}, as EIP-1193 names them. */
export type ModalProviderEvents = {
  connect: [info: { chainId: string }];
  disconnect: [error: ProviderDisconnectedError];
  accountsChanged: [accounts: Address[]];
  chainChanged: [chainId: string];
};

/** An EIP-1193 provider backed by the modal's EVM connection, whatever wallet the visitor chose in the modal. */
export interface ModalEip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  on<event extends keyof ModalProviderEvents>(event: event, listener: (...args: ModalProviderEvents[event]) => void): ModalEip1193Provider;
  removeListener<event extends keyof ModalProviderEvents>(event: event, listener: (...args: ModalProviderEvents[event]) => void): ModalEip1193Provider;
  /** Stops following the modal (listeners get no more events). */
  stop(): void;
}

/** What the provider needs beyond the config. */
export interface ModalProviderOptions {
  /** Asks the visitor to connect (opens the modal); resolves with the accounts. Used by `eth_requestAccounts`. */
  connect(): Promise<readonly Address[]>;
}

/** The modal's configured EVM network with this chain id, if any. */
export function findEvmNetwork(config: ConnectConfig, chainId: number): CaipNetwork | undefined {
  return config.options.networks.find((network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId);
}

function parseChainIdParam(params: unknown): number {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined;
  const raw = first?.chainId;
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw)) {
    throw new InvalidParamsRpcError(new Error('wallet_switchEthereumChain needs [{ chainId }] with a hex chain id'));
  }
  return Number.parseInt(raw, 16);
}

/**
 * Creates an EIP-1193 provider over the modal's config. Requests go to the connected EVM wallet through the
 * modal's `request` action (namespace eip155); `eth_accounts` and `eth_chainId` are answered from the modal's
 * state, `eth_requestAccounts` returns the connected accounts without asking the wallet again (or asks the visitor
 * through `options.connect` when none is connected), and `wallet_switchEthereumChain` switches through the
 * modal, so its network follows. `connect`, `accountsChanged`, `chainChanged` and `disconnect` are emitted from
 * the modal's account and network changes.
 */
export function createModalProvider(config: ConnectConfig, options: ModalProviderOptions): ModalEip1193Provider {
  type AnyListener = (...args: unknown[]) => void;
  const listeners = new Map<keyof ModalProviderEvents, Set<AnyListener>>();
  const emit = <event extends keyof ModalProviderEvents>(event: event, ...args: ModalProviderEvents[event]): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };

  const follow = (next: EvmConnection, previous: EvmConnection): void => {
    if (next.status === 'connected' && next.chainId !== undefined) {
      if (previous.status !== 'connected') return emit('connect', { chainId: numberToHex(next.chainId) });
      if (next.accounts.join() !== previous.accounts.join()) emit('accountsChanged', [...next.accounts]);
      if (next.chainId !== previous.chainId) emit('chainChanged', numberToHex(next.chainId));
      return;
    }
    if (next.status === 'disconnected' && previous.status === 'connected') {
      emit('disconnect', new ProviderDisconnectedError(new Error('The wallet was disconnected in the modal')));
    }
  };
  const stop = watchEvmConnection(config, follow);

  const connected = (): EvmConnection & { chainId: number } => {
    const connection = readEvmConnection(config);
    if (connection.status !== 'connected' || connection.chainId === undefined) {
      throw new ProviderDisconnectedError(new Error('No EVM wallet is connected in the modal'));
    }
    return { ...connection, chainId: connection.chainId };
  };

  const provider: ModalEip1193Provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts': {
          const connection = readEvmConnection(config);
          return connection.status === 'connected' ? [...connection.accounts] : [];
        }
        case 'eth_chainId': {
          const connection = readEvmConnection(config);
          const chainId = connection.chainId ?? Number(getNetwork(config, { namespace: 'eip155' })?.id);
          if (!Number.isSafeInteger(chainId)) throw new ChainDisconnectedError(new Error('The modal has no EVM network'));
          return numberToHex(chainId);
        }
        case 'eth_requestAccounts': {
          const connection = readEvmConnection(config);
          return connection.status === 'connected' ? [...connection.accounts] : [...(await options.connect())];
        }
        case 'wallet_switchEthereumChain': {
          const chainId = parseChainIdParam(params);
          const network = findEvmNetwork(config, chainId);
          if (!network) throw new InvalidParamsRpcError(new Error(`Chain ${chainId} is not one of the modal's networks`));
          await switchNetwork(config, { network });
          return null;
        }
        default:
          connected();
          return request(config, { method, ...(params !== undefined ? { params } : {}), namespace: 'eip155' });
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as unknown as AnyListener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as unknown as AnyListener);
      return provider;
    },
    stop() {
      stop();
      listeners.clear();
    },
  };
  return provider;
}
