import { defineChain } from 'viem';
import {
  arbitrum as viemArbitrum,
  aurora as viemAurora,
  avalanche as viemAvalanche,
  avalancheFuji as viemAvalancheFuji,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  bscTestnet as viemBscTestnet,
  celo as viemCelo,
  fantom as viemFantom,
  gnosis as viemGnosis,
  goerli as viemGoerli,
  hyperEvm as viemHyperEvm,
  kaia as viemKaia,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
  zksync as viemZksync,
  zora as viemZora,
} from 'viem/chains';
import { fromViemChain } from './defineNetwork.js';

/** Ethereum mainnet (chain id 1, the default chain). */
export const mainnet = fromViemChain(viemMainnet);
/** Sepolia testnet. */
export const sepolia = fromViemChain(viemSepolia);
/** Goerli testnet (chain id 5). */
export const goerli = fromViemChain(viemGoerli);
/** OP Mainnet. */
export const optimism = fromViemChain(viemOptimism);
/** Arbitrum One. */
export const arbitrum = fromViemChain(viemArbitrum);
/** Polygon PoS. */
export const polygon = fromViemChain(viemPolygon);
/** Celo. */
export const celo = fromViemChain(viemCelo);
/** Aurora. */
export const aurora = fromViemChain(viemAurora);
/** BNB Smart Chain. */
export const bsc = fromViemChain(viemBsc);
/** BNB Smart Chain testnet (chain id 97). */
export const bscTestnet = fromViemChain(viemBscTestnet);
/** Avalanche C-Chain. */
export const avalanche = fromViemChain(viemAvalanche);
/** Avalanche Fuji testnet (chain id 43113). */
export const avalancheFuji = fromViemChain(viemAvalancheFuji);
/** zkSync Era. */
export const zksync = fromViemChain(viemZksync);
/** zkSync Era testnet on Goerli (chain id 280), retired but still answered by the RPC service. */
export const zksyncGoerli = fromViemChain(
  defineChain({
    id: 280,
    name: 'zkSync Era Testnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
    blockExplorers: { default: { name: 'zkExplorer', url: 'https://goerli.explorer.zksync.io' } },
    testnet: true,
  }),
);
/** Gnosis. */
export const gnosis = fromViemChain(viemGnosis);
/** Base. */
export const base = fromViemChain(viemBase);
/** Base Sepolia testnet. */
export const baseSepolia = fromViemChain(viemBaseSepolia);
/** Zora (chain id 7777777). */
export const zora = fromViemChain(viemZora);
/** Hyperliquid's HyperEVM (chain id 999). */
export const hyperEvm = fromViemChain(viemHyperEvm);
/** Fantom Opera (chain id 250). */
export const fantom = fromViemChain(viemFantom);
/** Kaia, formerly Klaytn (chain id 8217). */
export const kaia = fromViemChain(viemKaia);
