import { solanaDevnet, solanaTestnet } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';

/** The clusters Solana's explorers name in their query string, by CAIP-2 id; mainnet needs none. */
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  [solanaDevnet.caipNetworkId]: 'devnet',
  [solanaTestnet.caipNetworkId]: 'testnet',
};

/**
 * The page of a sent transaction in the network's block explorer: `<explorer>/tx/<hash>` (an EVM hash or a Solana
 * signature); on Solana's devnet and testnet with `?cluster=`, as Solscan and Solana Explorer read it. Undefined
 * when the network names no explorer, or one whose address is not a web page's.
 */
export function transactionExplorerUrl(network: CaipNetwork | undefined, hash: string): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default;
  if (!network || !explorer) return undefined;
  let url: URL;
  try {
    url = new URL(`${explorer.url.replace(/\/$/, '')}/tx/${encodeURIComponent(hash)}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const cluster = network.chainNamespace === 'solana' ? SOLANA_CLUSTERS[network.caipNetworkId] : undefined;
  if (cluster) url.searchParams.set('cluster', cluster);
  return { url: url.toString(), name: explorer.name };
}
