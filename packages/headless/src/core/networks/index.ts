export type { CaipNetwork, CaipNetworkId } from './CaipNetwork.js';
export { defineNetwork, fromViemChain } from './defineNetwork.js';
export type { DefinedNetwork } from './defineNetwork.js';
export * from './evm.js';
export { bitcoin, bitcoinTestnet, solana, solanaDevnet, solanaTestnet } from './nonEvm.js';
export { UNKNOWN_NETWORK_NAME, isUnknownNetwork, unknownNetwork } from './unknownNetwork.js';
export { RPC_SERVICE_NETWORKS, getNetworkRpcUrls, getRpcServiceUrl } from './rpcUrl.js';
