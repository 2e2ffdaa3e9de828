import type { SiwxAccountRef, SiwxSessionInfo, SiwxStatus } from '../siwx/SiwxConfig.js';
import type { CaipNetwork, CaipNetworkId } from '../networks/index.js';
import type { CaipAddress, ChainNamespace } from '../validation/index.js';

/** The views of the modal: the specification's screens, then the feature screens (each shown only when its feature is on). */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ApproveTransaction',
  'SIWXSignMessage',
  'Swap',
  'Networks',
  'Receive',
  'Send',
  'SendPreview',
  'SwapPreview',
  'TokenSelect',
  'Onramp',
  'OnrampProviders',
  'BuyInProgress',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectingSocial',
  'Transactions',
] as const;

/** A view of the modal. */
export type View = (typeof VIEWS)[number];

/** Direction of the last view transition, for the renderer's animation. */
export type TransitionDirection = 'next' | 'prev';

/** Arguments a view is opened with. */
export interface RouterData {
  readonly connectorId?: string;
  readonly walletId?: string;
  readonly network?: CaipNetwork;
  readonly swap?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** An entry of the transaction stack: what to show and do around a wallet request. */
export interface TransactionAction {
  /** The view to show while the request runs; null pushes an entry with no view (native EVM sends). */
  readonly view: View | null;
  /** The arguments of `view`, such as what an approval is for. */
  readonly data?: RouterData;
  readonly goBack?: boolean;
  readonly replace?: boolean;
  readonly onSuccess?: () => void;
  readonly onCancel?: () => void;
}

/** The view router's state. */
export interface RouterState {
  readonly view: View;
  readonly history: readonly View[];
  readonly data: RouterData | undefined;
  readonly direction: TransitionDirection;
  readonly transactionStack: readonly TransactionAction[];
}

/** The modal's own state. */
export interface ModalState {
  readonly open: boolean;
  readonly loading: boolean;
  readonly loadingNamespaceMap: Readonly<Partial<Record<ChainNamespace, boolean>>>;
  readonly shake: boolean;
  readonly namespace: ChainNamespace | undefined;
}

/** Account types of the specification. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

/** One address of a connected account. */
export interface AccountAddress {
  readonly address: string;
  readonly namespace: ChainNamespace;
  readonly type: AccountType;
  readonly publicKey?: string;
  readonly path?: string;
}

/** Status of a namespace's account. */
export type AccountStatus = 'connecting' | 'connected' | 'disconnected';

/** The user as the secure iframe reports it. */
export interface EmbeddedUser {
  readonly email: string | null;
  readonly address: string;
  readonly chainId: string | number;
  readonly accounts?: readonly { readonly address: string; readonly type: 'eoa' | 'smartAccount' }[];
  readonly userName: string | null;
  readonly smartAccountDeployed?: boolean;
  readonly preferredAccountType?: 'eoa' | 'smartAccount';
}

/** Which wallet a namespace is connected through. */
export interface ConnectedWalletInfo {
  readonly id?: string;
  readonly name: string;
  readonly icon?: string;
  readonly rdns?: string;
  readonly connectorId?: string;
  readonly type?: string;
}

/** The tabs of the Account view. */
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';

/**
 * Account state of one chain namespace, derived from its connection record. Server data (balance, names,
 * token balances) is not kept here: the query hooks read it from the query cache.
 */
export interface AccountState {
  readonly address: string | undefined;
  readonly caipAddress: CaipAddress | undefined;
  readonly allAccounts: readonly AccountAddress[];
  readonly status: AccountStatus;
  readonly preferredAccountType: AccountType | undefined;
  readonly currentTab: AccountTab;
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined;
}

/** What the visitor chose for a namespace's account: its preferred account type and the Account view's tab. */
export interface AccountPreferences {
  readonly preferredAccountType?: AccountType;
  readonly currentTab?: AccountTab;
}

/** Network state of one chain namespace. */
export interface NetworkState {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly requestedCaipNetworks: readonly CaipNetwork[];
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[] | undefined;
  readonly supportsAllNetworks: boolean;
  readonly smartAccountEnabledNetworks: readonly number[];
}

/** Connection status of the wallet connection as a whole. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** A recently used wallet. */
export interface RecentWallet {
  readonly id: string;
  readonly rdns?: string;
  readonly name?: string;
}

/** One connection of a namespace: the connector and its accounts. */
export interface Connection {
  readonly connectorId: string;
  readonly accounts: readonly { readonly address: string; readonly type?: AccountType }[];
}

/** Pairing and deep-link state of the wallet connection (WalletConnect), kept apart from the connection records. */
export interface PairingState {
  readonly wcUri: string | undefined;
  readonly wcPairingExpiry: number | undefined;
  readonly wcLinking: { readonly name: string; readonly href: string } | undefined;
  readonly recentWallet: RecentWallet | undefined;
  readonly wcBasic: boolean;
  readonly wcError: boolean;
  readonly buffering: boolean;
}

/** Wallet connection state: pairing state plus what the connection records say. */
export interface ConnectionState extends PairingState {
  readonly connections: Readonly<Partial<Record<ChainNamespace, readonly Connection[]>>>;
  readonly status: ConnectionStatus;
}

/** Toast variants. */
export type ToastVariant = 'loading' | 'success' | 'error';

/**
 * The product's own toasts, each by a stable code: a renderer words them in the visitor's language by code, and
 * shows the message (English) only for a toast without one, such as a host's own text.
 */
export type ToastCode =
  | 'TRANSACTION_PENDING'
  | 'TRANSACTION_CONFIRMED'
  | 'TRANSACTION_FAILED'
  | 'SIGN_IN_INIT_FAILED'
  | 'INVALID_APP_CONFIGURATION'
  | 'FAILED_TO_FETCH_TRANSACTIONS'
  | 'TOKEN_BALANCE_UNAVAILABLE';

/** The toast currently shown, if any. */
export interface ToastState {
  readonly open: boolean;
  readonly message: string;
  readonly variant: ToastVariant;
  /** Increases with every toast shown, so a renderer can restart its animation. */
  readonly id: number;
  /** Which of the product's toasts this is; absent for a text the app showed itself. */
  readonly code?: ToastCode;
}

/** Sign-in state of the connected account (see SiwxConfig). */
export interface SiwxState {
  readonly required: boolean;
  readonly hasSession: boolean;
  readonly status: SiwxStatus;
  /** The account the status is about. */
  readonly account?: SiwxAccountRef;
  readonly session?: SiwxSessionInfo;
  /** Why the last attempt failed, in the words the sign view shows. */
  readonly error?: string;
}
