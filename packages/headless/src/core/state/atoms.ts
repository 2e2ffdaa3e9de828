import { atom } from 'jotai/vanilla';
import type { Connector } from '../adapters/types.js';
import { connectionRecordsAtom, connectionStatusOf } from '../connection/ConnectionRecord.js';
import type { ConnectionRecord } from '../connection/ConnectionRecord.js';
import type { CaipAddress, ChainNamespace } from '../validation/index.js';
import { connectorsAtom } from './connectorsAtom.js';
import type {
  AccountPreferences,
  AccountState,
  ConnectionState,
  ModalState,
  NetworkState,
  PairingState,
  RouterState,
  SiwxState,
  ToastState,
} from './types.js';

// Atoms are definitions only: values live in the store each config owns, so two configs share nothing.

/** Modal open/loading/shake state. */
export const modalAtom = atom<ModalState>({
  open: false,
  loading: false,
  loadingNamespaceMap: {},
  shake: false,
  namespace: undefined,
});

/** View router state. */
export const routerAtom = atom<RouterState>({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
  direction: 'next',
  transactionStack: [],
});

/** Network state per namespace. */
export const networksAtom = atom<Readonly<Partial<Record<ChainNamespace, NetworkState>>>>({});

/** The namespace the modal shows. */
export const activeNamespaceAtom = atom<ChainNamespace | undefined>(undefined);

/** Per-namespace choices of the visitor (preferred account type, Account tab). */
export const accountPreferencesAtom = atom<Readonly<Partial<Record<ChainNamespace, AccountPreferences>>>>({});

/** Pairing URI, deep-link and recent-wallet state. */
export const pairingAtom = atom<PairingState>({
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcBasic: false,
  wcError: false,
  buffering: false,
});

/** The state of a namespace with no account. */
export const EMPTY_ACCOUNT: AccountState = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  status: 'disconnected',
  preferredAccountType: undefined,
  currentTab: 'Tokens',
  connectedWalletInfo: undefined,
});

/** The account a record shows: the first of the preferred type, else the wallet's selected one. */
function accountOf(
  namespace: ChainNamespace,
  record: ConnectionRecord | undefined,
  preferences: AccountPreferences | undefined,
  connectors: readonly Connector[],
): AccountState {
  const base = {
    ...EMPTY_ACCOUNT,
    currentTab: preferences?.currentTab ?? 'Tokens',
    preferredAccountType: preferences?.preferredAccountType,
  };
  if (!record) return base;
  const preferred = preferences?.preferredAccountType;
  const selected = (preferred && record.accounts.find((account) => account.type === preferred)) || record.accounts[0];
  const connector = connectors.find((candidate) => candidate.id === record.connectorId);
  const address = selected?.address;
  return {
    ...base,
    address,
    caipAddress: address ? (`${namespace}:${record.chainId}:${address}` as CaipAddress) : undefined,
    allAccounts: record.accounts.map((account) => ({ ...account, namespace })),
    status: record.status,
    connectedWalletInfo: {
      name: connector?.name ?? record.walletName ?? record.connectorId,
      connectorId: record.connectorId,
      type: record.connectorType,
      ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}),
    },
  };
}

/** Account state per namespace, derived from the connection records. */
export const accountsAtom = atom((get): Readonly<Partial<Record<ChainNamespace, AccountState>>> => {
  const records = get(connectionRecordsAtom);
  const preferences = get(accountPreferencesAtom);
  const connectors = get(connectorsAtom);
  const namespaces = new Set([...Object.keys(records), ...Object.keys(preferences)] as ChainNamespace[]);
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {};
  for (const namespace of namespaces) {
    accounts[namespace] = accountOf(namespace, records[namespace], preferences[namespace], connectors[namespace] ?? []);
  }
  return accounts;
});

/** Wallet connection state: the pairing state plus the status and connections the records give. */
export const connectionAtom = atom((get): ConnectionState => {
  const records = get(connectionRecordsAtom);
  const connections: ConnectionState['connections'] = Object.fromEntries(
    Object.entries(records).map(([namespace, record]) => [
      namespace,
      record ? [{ connectorId: record.connectorId, accounts: record.accounts }] : [],
    ]),
  );
  return { ...get(pairingAtom), connections, status: connectionStatusOf(records) };
});

export { connectionRecordsAtom, connectorsAtom };

/** The toast. */
export const toastAtom = atom<ToastState>({ open: false, message: '', variant: 'success', id: 0 });

/** Sign-in state. */
export const siwxAtom = atom<SiwxState>({ required: false, hasSession: false, status: 'idle' });
