import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEV_WALLET_ICON } from '../wallet/devWallet.js';
import { createSolanaEngine } from '../solana/createSolanaEngine.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';
import { createSolanaRpcServer } from '../solana/createSolanaRpcServer.js';
import { DEV_SOLANA_ADDRESSES } from '../solanaWallet/devSolanaKeys.js';
import { buildMultichainWalletInitScript } from './buildMultichainWalletScript.js';

/** Path of the Solana engine's JSON-RPC (POST) and subscriptions (WebSocket) on the devnet origin. */
export const SOLANA_RPC_PATH = '/solana';
/** Path of the script that installs the dev Solana and Bitcoin wallets. */
export const MULTICHAIN_WALLET_SCRIPT_PATH = '/dev-wallet-multichain.js';
/** Names of the dev Wallet Standard wallets; their connector ids (and `__devWallets` keys) are these in kebab case. */
export const DEV_SOLANA_WALLET_NAME = 'Dev Solana Wallet';
export const DEV_BITCOIN_WALLET_NAME = 'Dev Bitcoin Wallet';

/** The Solana and Bitcoin part of a running devnet. */
export interface MultichainDevnet {
  readonly solana: {
    readonly engine: SolanaEngine;
    /** `solana:<genesis prefix>`: the CAIP-2 id pages give the local network. */
    readonly caipNetworkId: string;
    /** Funded dev accounts; the first is the dev Solana wallet's. */
    readonly accounts: readonly string[];
  };
}

/** Starts the local Solana engine and serves it and the dev Solana/Bitcoin wallets on the devnet origin. */
export function createMultichainDevnet() {
  const engine = createSolanaEngine({ fundedAccounts: DEV_SOLANA_ADDRESSES });
  const rpc = createSolanaRpcServer(engine, SOLANA_RPC_PATH);
  return {
    info: { solana: { engine, caipNetworkId: engine.caipNetworkId, accounts: DEV_SOLANA_ADDRESSES } } satisfies MultichainDevnet,
    /** What pages get in `__demoConfig.solana`. */
    pageConfig: { rpcPath: SOLANA_RPC_PATH, caipNetworkId: engine.caipNetworkId },
    /** Handles the engine's RPC and the wallet script; false for any other request. */
    async handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
      if (await rpc.handle(req, res)) return true;
      if (new URL(req.url ?? '/', origin).pathname !== MULTICHAIN_WALLET_SCRIPT_PATH) return false;
      const script = await buildMultichainWalletInitScript({
        solana: {
          name: DEV_SOLANA_WALLET_NAME,
          icon: DEV_WALLET_ICON,
          rpcUrl: `${origin}${SOLANA_RPC_PATH}`,
          chains: ['solana:localnet', 'solana:devnet', 'solana:testnet', 'solana:mainnet'],
        },
        bitcoin: { name: DEV_BITCOIN_WALLET_NAME, icon: DEV_WALLET_ICON, network: 'testnet' },
      });
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(script);
      return true;
    },
    handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => rpc.handleUpgrade(req, socket, head),
    /** The wallet script tag, for pages that ask for solana or bip122 (`?namespaces=`). */
    scriptTagFor(url: URL): string {
      const wanted = (url.searchParams.get('namespaces') ?? '').split(',');
      return wanted.includes('solana') || wanted.includes('bip122') ? `<script src="${MULTICHAIN_WALLET_SCRIPT_PATH}"></script>\n` : '';
    },
    close: () => rpc.close(),
  };
}
