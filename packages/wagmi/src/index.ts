/** wagmi for the modal: a wagmi connector backed by the modal's EVM connection, and configs built both ways. */
export { CONNECT_MODAL_CONNECTOR_TYPE, connectModal } from './connectModal.js';
export type { ConnectModalParameters } from './connectModal.js';
export { createModalProvider } from './createModalProvider.js';
export type { ModalEip1193Provider, ModalProviderEvents, ModalProviderOptions } from './createModalProvider.js';
export { createWagmiConfig, withConnectModal } from './createWagmiConfig.js';
export type { CreateWagmiConfigParameters } from './createWagmiConfig.js';
export { chainFromNetwork, chainsFromConfig, networkFromChain, networksFromWagmi, transportsFromConfig } from './chains.js';
export { readEvmConnection } from './evmConnection.js';
export type { EvmConnection } from './evmConnection.js';
