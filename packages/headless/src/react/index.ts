'use client';
/** React bindings: a provider and hooks over the headless core. */
export { ConnectProvider, useConnectConfig } from './ConnectProvider.js';
export type { ConnectProviderProps } from './ConnectProvider.js';
export { useStoreValue } from './useStoreValue.js';
export { useAccount } from './useAccount.js';
export type { UseAccountResult } from './useAccount.js';
export { useNetwork } from './useNetwork.js';
export type { UseNetworkResult } from './useNetwork.js';
export { useConnectors } from './useConnectors.js';
export { useConnect, useDisconnect, useSignMessage, useSwitchNetwork } from './mutations.js';
export type { ConnectVariables } from './mutations.js';
export { useModal } from './useModal.js';
export { useBalance } from './useBalance.js';
export { useHistory, useIdentity, useName, useRecommendedWallets, useTokenBalances, useWalletDirectory } from './dataHooks.js';
export { useToast } from './useToast.js';
export type { UseToastResult } from './useToast.js';
export { useWalletImageUrl } from './useWalletImageUrl.js';
export { useNetworkImageUrl } from './useNetworkImageUrl.js';
