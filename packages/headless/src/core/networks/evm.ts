import { defineNetwork } from './defineNetwork.js';
import type { DefinedNetwork } from './defineNetwork.js';
import type { CaipNetwork } from './CaipNetwork.js';

/**
 * An EVM network from plain data. The definitions below carry what the product reads (ids, names, currency,
 * RPC and explorer URLs, well-known contracts) and nothing that would pull a chain library into an app's
 * first script: a page that uses two networks ships two small objects.
 */
function evmNetwork<const network extends Omit<CaipNetwork, 'caipNetworkId'>>(network: network): DefinedNetwork<network> {
  return defineNetwork({ ...network, rpcUrls: { ...network.rpcUrls, chainDefault: { http: network.rpcUrls.default.http } } }) as DefinedNetwork<network>;
}

/** Ethereum mainnet (chain id 1, the default chain). */
export const mainnet = /* @__PURE__ */ evmNetwork({
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false,
  contracts: { ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 23085558 }, multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14353601 } },
});

/** Sepolia testnet. */
export const sepolia = /* @__PURE__ */ evmNetwork({
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://11155111.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 751532 }, ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 8928790 } },
});

/** Goerli testnet (chain id 5). */
export const goerli = /* @__PURE__ */ evmNetwork({
  id: 5,
  name: 'Goerli',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://5.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli.etherscan.io' } },
  testnet: true,
  contracts: { ensRegistry: { address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' }, ensUniversalResolver: { address: '0xfc4AC75C46C914aF5892d6d3eFFcebD7917293F1', blockCreated: 10339206 }, multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 6507670 } },
});

/** OP Mainnet. */
export const optimism = /* @__PURE__ */ evmNetwork({
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4286263 } },
});

/** Arbitrum One. */
export const arbitrum = /* @__PURE__ */ evmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 7654707 } },
});

/** Polygon PoS. */
export const polygon = /* @__PURE__ */ evmNetwork({
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 25770160 } },
});

/** Celo. */
export const celo = /* @__PURE__ */ evmNetwork({
  id: 42220,
  name: 'Celo',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'CELO', symbol: 'CELO' },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 13112599 } },
});

/** Aurora. */
export const aurora = /* @__PURE__ */ evmNetwork({
  id: 1313161554,
  name: 'Aurora',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 62907816 } },
});

/** BNB Smart Chain. */
export const bsc = /* @__PURE__ */ evmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'BNB', symbol: 'BNB' },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 15921452 } },
});

/** BNB Smart Chain testnet (chain id 97). */
export const bscTestnet = /* @__PURE__ */ evmNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'BNB', symbol: 'tBNB' },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 17422483 } },
});

/** Avalanche C-Chain. */
export const avalanche = /* @__PURE__ */ evmNetwork({
  id: 43114,
  name: 'Avalanche',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Avalanche', symbol: 'AVAX' },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 11907934 } },
});

/** Avalanche Fuji testnet (chain id 43113). */
export const avalancheFuji = /* @__PURE__ */ evmNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Avalanche Fuji', symbol: 'AVAX' },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 7096959 } },
});

/** zkSync Era. */
export const zksync = /* @__PURE__ */ evmNetwork({
  id: 324,
  name: 'ZKsync Era',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3908235 } },
});

/** zkSync Era testnet on Goerli (chain id 280), retired but still answered by the RPC service. */
export const zksyncGoerli = /* @__PURE__ */ evmNetwork({
  id: 280,
  name: 'zkSync Era Testnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'zkExplorer', url: 'https://goerli.explorer.zksync.io' } },
  testnet: true,
});

/** Gnosis. */
export const gnosis = /* @__PURE__ */ evmNetwork({
  id: 100,
  name: 'Gnosis',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'xDAI', symbol: 'XDAI' },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 21022491 } },
});

/** Base. */
export const base = /* @__PURE__ */ evmNetwork({
  id: 8453,
  name: 'Base',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 5022 } },
});

/** Base Sepolia testnet. */
export const baseSepolia = /* @__PURE__ */ evmNetwork({
  id: 84532,
  name: 'Base Sepolia',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1059647 } },
});

/** Zora (chain id 7777777). */
export const zora = /* @__PURE__ */ evmNetwork({
  id: 7777777,
  name: 'Zora',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 5882 } },
});

/** Hyperliquid's HyperEVM (chain id 999). */
export const hyperEvm = /* @__PURE__ */ evmNetwork({
  id: 999,
  name: 'HyperEVM',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'HYPE', symbol: 'HYPE', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.hyperliquid.xyz/evm'] } },
  blockExplorers: { default: { name: 'HyperEVMScan', url: 'https://hyperevmscan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 13051 } },
});

/** Fantom Opera (chain id 250). */
export const fantom = /* @__PURE__ */ evmNetwork({
  id: 250,
  name: 'Fantom',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Fantom', symbol: 'FTM' },
  rpcUrls: { default: { http: ['https://250.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  testnet: false,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 33001987 } },
});

/** Kaia, formerly Klaytn (chain id 8217). */
export const kaia = /* @__PURE__ */ evmNetwork({
  id: 8217,
  name: 'Kaia',
  chainNamespace: 'eip155',
  nativeCurrency: { decimals: 18, name: 'Kaia', symbol: 'KAIA' },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  testnet: false,
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 96002415 } },
});
