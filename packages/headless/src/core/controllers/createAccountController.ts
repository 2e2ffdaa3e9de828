import type { CoreContext } from '../context.js';
import { EMPTY_ACCOUNT, accountPreferencesAtom, accountsAtom, activeNamespaceAtom } from '../state/atoms.js';
import type { AccountPreferences, AccountState, AccountTab, AccountType } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';

export { EMPTY_ACCOUNT };

/** Per-namespace account reads (derived from the connection records) and the visitor's account choices. */
export interface AccountController {
  get(namespace?: ChainNamespace): AccountState;
  all(): Readonly<Partial<Record<ChainNamespace, AccountState>>>;
  /** Whether any namespace has a connected address. */
  isConnected(): boolean;
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void;
  getPreferredAccountType(namespace: ChainNamespace): AccountType;
  /** Chooses the Account view's tab of a namespace. */
  setTab(namespace: ChainNamespace, tab: AccountTab): void;
}

/** Creates the account controller; the stored preferred account types are read once. */
export function createAccountController(ctx: CoreContext): AccountController {
  const { store, storage, options } = ctx;
  const storedTypes = storage.get('preferredAccountTypes') ?? {};
  store.set(
    accountPreferencesAtom,
    Object.fromEntries(Object.entries(storedTypes).map(([namespace, type]) => [namespace, { preferredAccountType: type }])),
  );
  const all = () => store.get(accountsAtom);
  const get = (namespace?: ChainNamespace) => {
    const ns = namespace ?? store.get(activeNamespaceAtom);
    return (ns && all()[ns]) || EMPTY_ACCOUNT;
  };
  const prefer = (namespace: ChainNamespace, patch: AccountPreferences) => {
    const current = store.get(accountPreferencesAtom);
    store.set(accountPreferencesAtom, { ...current, [namespace]: { ...current[namespace], ...patch } });
  };

  return {
    get,
    all,
    isConnected() {
      return Object.values(all()).some((account) => account?.status === 'connected' && account.address !== undefined);
    },
    setPreferredAccountType(namespace, type) {
      // A wallet that gave addresses of several types (bip122 payment and ordinal) shows the one of this type.
      prefer(namespace, { preferredAccountType: type });
      storage.set('preferredAccountTypes', { ...(storage.get('preferredAccountTypes') ?? {}), [namespace]: type });
    },
    getPreferredAccountType(namespace) {
      return store.get(accountPreferencesAtom)[namespace]?.preferredAccountType ?? options.defaultAccountTypes[namespace];
    },
    setTab(namespace, tab) {
      prefer(namespace, { currentTab: tab });
    },
  };
}
