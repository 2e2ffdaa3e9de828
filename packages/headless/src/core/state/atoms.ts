import { atom } from 'jotai/vanilla';
import type { ChainNamespace } from '../validation/index.js';
import type {
  AccountState,
  ConnectionState,
  ModalState,
  NetworkState,
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

/** Account state per namespace. */
export const accountsAtom = atom<Readonly<Partial<Record<ChainNamespace, AccountState>>>>({});

/** Network state per namespace. */
export const networksAtom = atom<Readonly<Partial<Record<ChainNamespace, NetworkState>>>>({});

/** The namespace the modal shows. */
export const activeNamespaceAtom = atom<ChainNamespace | undefined>(undefined);

/** Wallet connection state. */
export const connectionAtom = atom<ConnectionState>({
  connections: {},
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcBasic: false,
  wcError: false,
  buffering: false,
  status: 'disconnected',
});

/** The toast. */
export const toastAtom = atom<ToastState>({ open: false, message: '', variant: 'success', id: 0 });

/** Sign-in state. */
export const siwxAtom = atom<SiwxState>({ required: false, hasSession: false });
