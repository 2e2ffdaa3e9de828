import type { CoreContext } from '../context.js';
import { accountsAtom, activeNamespaceAtom } from '../state/atoms.js';
import type { AccountState, AccountType } from '../state/types.js';
import type { CaipAddress, ChainNamespace } from '../validation/index.js';

/** The state of a namespace with no account. */
export const EMPTY_ACCOUNT: AccountState = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  status: 'disconnected',
  user: undefined,
  socialProvider: undefined,
  preferredAccountType: undefined,
  smartAccountDeployed: undefined,
  profileName: undefined,
  profileImage: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  tokenBalance: undefined,
  addressLabels: new Map<string, string>(),
  currentTab: 'Tokens',
  farcasterUrl: undefined,
  connectedWalletInfo: undefined,
});

/** Per-namespace account operations. */
export interface AccountController {
  get(namespace?: ChainNamespace): AccountState;
  all(): Readonly<Partial<Record<ChainNamespace, AccountState>>>;
  update(namespace: ChainNamespace, patch: Partial<AccountState>): void;
  /** Clears address, balance, profile and token data; the account becomes disconnected. */
  reset(namespace: ChainNamespace): void;
  /** Whether any namespace has a connected address. */
  isConnected(): boolean;
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void;
  getPreferredAccountType(namespace: ChainNamespace): AccountType;
}

/** Creates the account controller. */
export function createAccountController(ctx: CoreContext): AccountController {
  const { store, storage, options } = ctx;
  const all = () => store.get(accountsAtom);
  const get = (namespace?: ChainNamespace) => {
    const ns = namespace ?? store.get(activeNamespaceAtom);
    return (ns && all()[ns]) || EMPTY_ACCOUNT;
  };
  const update = (namespace: ChainNamespace, patch: Partial<AccountState>) => {
    store.set(accountsAtom, { ...all(), [namespace]: { ...get(namespace), ...patch } });
  };

  return {
    get,
    all,
    update,
    reset(namespace) {
      const current = get(namespace);
      update(namespace, {
        address: undefined,
        caipAddress: undefined,
        allAccounts: [],
        status: 'disconnected',
        user: undefined,
        socialProvider: undefined,
        smartAccountDeployed: undefined,
        profileName: undefined,
        profileImage: undefined,
        balance: undefined,
        balanceSymbol: undefined,
        tokenBalance: undefined,
        addressLabels: new Map(),
        farcasterUrl: undefined,
        connectedWalletInfo: undefined,
        preferredAccountType: current.preferredAccountType,
        currentTab: current.currentTab,
      });
    },
    isConnected() {
      return Object.values(all()).some((account) => account?.status === 'connected' && account.address !== undefined);
    },
    setPreferredAccountType(namespace, type) {
      const current = get(namespace);
      // A wallet that gave addresses of several types (bip122 payment and ordinal) switches to one of this type.
      const match = current.status === 'connected' ? current.allAccounts.find((account) => account.type === type) : undefined;
      const chainId = current.caipAddress?.split(':')[1];
      update(namespace, {
        preferredAccountType: type,
        ...(match && chainId
          ? { address: match.address, caipAddress: `${namespace}:${chainId}:${match.address}` as CaipAddress }
          : {}),
      });
      storage.set('preferredAccountTypes', { ...(storage.get('preferredAccountTypes') ?? {}), [namespace]: type });
    },
    getPreferredAccountType(namespace) {
      return get(namespace).preferredAccountType ?? storage.get('preferredAccountTypes')?.[namespace] ?? options.defaultAccountTypes[namespace];
    },
  };
}
