/** The eip155 (EVM) adapter: EIP-6963 and injected browser wallets, reads through viem. */
export { INJECTED_CONNECTOR_ID, createEip155Adapter } from './createEip155Adapter.js';
export type { Eip155AdapterOptions } from './createEip155Adapter.js';
export { EVM_RPC_SETTINGS, createEvmPublicClient, toViemChain } from './createEvmPublicClient.js';
export { watchAnnouncedProviders } from './watchAnnouncedProviders.js';
export { isEip1193Provider } from './Eip1193Provider.js';
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo, RequestArguments } from './Eip1193Provider.js';
