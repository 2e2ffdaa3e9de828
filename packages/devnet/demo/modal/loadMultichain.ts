import { bitcoinTestnet, defineNetwork } from '@connect-modal/headless';
import type { CaipNetwork, NamespaceAdapter } from '@connect-modal/headless';
import { createBip122Adapter, signBitcoinPsbt } from '@connect-modal/headless/bip122';
import {
  buildSolTransfer,
  buildSplTransfer,
  createSolanaAdapter,
  getSolanaConnection,
  signAllSolanaTransactions,
  signAndSendSolanaTransaction,
  signSolanaTransaction,
} from '@connect-modal/headless/solana';

/** The adapters' helpers, for tests that drive the page (`window.__demoMultichain`). */
const helpers = {
  solana: { buildSolTransfer, buildSplTransfer, getSolanaConnection, signSolanaTransaction, signAllSolanaTransactions, signAndSendSolanaTransaction },
  bip122: { signBitcoinPsbt },
};

interface DemoSolanaConfig {
  /** Path of the devnet's Solana engine. */
  rpcPath: string;
  /** `solana:<genesis prefix>` of the engine. */
  caipNetworkId: string;
}

/** Adapters and networks the demo adds for `?namespaces=solana,bip122`: the local Solana engine and Bitcoin testnet. */
export function loadMultichain(namespaces: readonly string[]): { adapters: NamespaceAdapter[]; networks: CaipNetwork[] } {
  const solana = (window as unknown as { __demoConfig: { solana?: DemoSolanaConfig } }).__demoConfig.solana;
  (window as unknown as { __demoMultichain: typeof helpers }).__demoMultichain = helpers;
  const adapters: NamespaceAdapter[] = [];
  const networks: CaipNetwork[] = [];
  if (namespaces.includes('solana') && solana) {
    adapters.push(createSolanaAdapter());
    networks.push(
      defineNetwork({
        id: solana.caipNetworkId.split(':')[1] ?? '',
        name: 'Solana Localnet',
        network: 'solana-localnet',
        chainNamespace: 'solana',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [new URL(solana.rpcPath, window.location.origin).toString()] } },
        testnet: true,
      }),
    );
  }
  if (namespaces.includes('bip122')) {
    adapters.push(createBip122Adapter());
    networks.push(bitcoinTestnet);
  }
  return { adapters, networks };
}
