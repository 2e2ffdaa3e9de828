import type { RequestArguments } from '../eip155/Eip1193Provider.js';
import { ErrorMessages } from '../core/index.js';
import { eip155MethodKind } from './authRpcMethods.js';
import type { AuthSession } from './AuthSession.js';
import type { FrameUser } from './protocol.js';
import { SecureFrameError } from './SecureFrameError.js';

type Listener = (...args: never[]) => void;

/** The EIP-1193 provider of the embedded wallet. */
export interface AuthEip155Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): AuthEip155Provider;
  removeListener(event: string, listener: Listener): AuthEip155Provider;
  /** The type of each of the user's EVM addresses (the smart account and the EOA). */
  accountTypes(): readonly { readonly address: string; readonly type: 'eoa' | 'smartAccount' }[];
}

const toHex = (id: string | number) => `0x${BigInt(id).toString(16)}`;

/** The hex chain id of `wallet_switchEthereumChain` / `wallet_addEthereumChain` params. */
function requestedChainId(params: RequestArguments['params']): bigint {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  const chainId = typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined;
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainId)) throw new SecureFrameError(-32602, 'Invalid chainId');
  return BigInt(chainId);
}

/**
 * An EIP-1193 provider over the secure frame: accounts and chain come from the frame's user and the current
 * network, `wallet_switchEthereumChain` switches the frame (SWITCH_NETWORK) and emits chainChanged, reads go to
 * the frame as RPC_REQUEST, methods that sign or send are approved by the visitor in the frame, and anything
 * else is refused ('Requested RPC call is not allowed'). `wallet_revokePermissions` signs out.
 */
export function createAuthEip155Provider(session: AuthSession): AuthEip155Provider {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (...values: unknown[]) => void)(...args);
      } catch {
        // One listener's failure must not keep the others from hearing it.
      }
    }
  };
  /** The address in use first, then the user's other EVM accounts (the EOA beside its smart account). */
  const addressesOf = (user: FrameUser) => [user.evmAddress, ...(user.accounts ?? []).map((account) => account.address).filter((address) => address !== user.evmAddress)];
  session.subscribe((change) => {
    if (change.kind === 'user') emit('accountsChanged', change.user ? addressesOf(change.user) : []);
    else if (change.namespace === 'eip155') emit('chainChanged', toHex(change.network.id));
  });

  const currentChain = () => {
    const network = session.network('eip155');
    if (!network) throw new SecureFrameError(4901, ErrorMessages.NETWORK_NOT_FOUND);
    return network;
  };

  const switchTo = async (params: RequestArguments['params']) => {
    const wanted = requestedChainId(params);
    const network = session.networks('eip155').find((candidate) => BigInt(candidate.id) === wanted);
    if (!network) throw new SecureFrameError(4902, 'Unrecognized chain ID');
    await session.switchNetwork(network);
    return null;
  };

  const provider: AuthEip155Provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts': {
          const user = await session.check();
          return user ? addressesOf(user) : [];
        }
        case 'eth_requestAccounts':
          return addressesOf(await session.requireUser());
        case 'eth_chainId':
          return toHex(currentChain().id);
        case 'net_version':
          return String(currentChain().id);
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          return switchTo(params);
        case 'wallet_revokePermissions':
          await session.signOut();
          return null;
        default:
          break;
      }
      const kind = eip155MethodKind(method);
      if (kind === 'notAllowed') return session.approvals.notAllowed();
      await session.requireUser();
      const chainId = currentChain().caipNetworkId;
      if (kind === 'safe') return session.rpc(chainId, method, params);
      return session.approvals.approve(method, () => session.rpc(chainId, method, params));
    },
    accountTypes: () => session.user()?.accounts ?? [],
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider;
}
