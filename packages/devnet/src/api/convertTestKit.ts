import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem';
import type { Address, Hex, PublicClient, TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { uniswapV2Router02Abi } from '../chain/uniswapArtifacts.generated.js';
import { NATIVE_TOKEN_ADDRESS } from './apiFixtures.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

/** A JSON answer of the devnet API. */
export interface JsonAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A transaction as `/v1/convert/build-*` answers it. */
export interface BuiltTx {
  readonly from: Address;
  readonly to: Address;
  readonly data: Hex;
  readonly amount?: string;
  readonly value?: string;
  readonly eip155: { readonly gas?: string; readonly gasPrice: string };
}

/** A dev chain with the devnet API over it, and helpers the convert tests share. */
export interface ConvertTestKit {
  readonly chain: DevChain;
  readonly server: RunningApiServer;
  readonly client: PublicClient;
  /** CAIP-2 id of the chain. */
  readonly network: string;
  /** CAIP-10 ids of the native currency, DEV, USDD and USDR. */
  readonly caip: { readonly eth: string; readonly dev: string; readonly usd: string; readonly reset: string };
  get(path: string, params: Record<string, string>): Promise<JsonAnswer>;
  post(path: string, body: unknown): Promise<JsonAnswer>;
  /** Signs `tx` with dev account `index`'s key, sends it with the answer's gas limit and waits for its receipt. */
  send(index: number, tx: BuiltTx): Promise<TransactionReceipt>;
  /** ERC-20 balance of `owner`. */
  balanceOf(token: Address, owner: Address): Promise<bigint>;
  /** The router's `getAmountsOut(amountIn, path)` now. */
  amountsOut(amountIn: bigint, path: readonly Address[]): Promise<readonly bigint[]>;
  /** Native currency paid for a mined transaction's gas. */
  gasCost(receipt: TransactionReceipt): bigint;
  stop(): Promise<void>;
}

/** Starts a dev chain and the devnet API over it. */
export async function startConvertTestKit(): Promise<ConvertTestKit> {
  const chain = await startChain();
  const server = await startApiServer({ chains: [chain] });
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl), pollingInterval: 20 });
  const network = `eip155:${chain.chainId}`;
  const { contracts } = chain;
  const answer = async (response: Response): Promise<JsonAnswer> => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  return {
    chain,
    server,
    client,
    network,
    caip: {
      eth: `${network}:${NATIVE_TOKEN_ADDRESS}`,
      dev: `${network}:${contracts.token}`,
      usd: `${network}:${contracts.usdToken}`,
      reset: `${network}:${contracts.resetToken}`,
    },
    get: async (path, params) => answer(await fetch(`${server.url}${path}?${new URLSearchParams(params)}`)),
    post: async (path, body) =>
      answer(await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })),
    async send(index, tx) {
      const key = chain.privateKeys[index];
      if (!key) throw new Error(`no dev key ${index}`);
      const wallet = createWalletClient({ chain: chain.chain, transport: http(chain.rpcUrl), account: privateKeyToAccount(key) });
      const hash = await wallet.sendTransaction({
        to: tx.to,
        data: tx.data,
        value: BigInt(tx.amount ?? tx.value ?? '0'),
        ...(tx.eip155.gas === undefined ? {} : { gas: BigInt(tx.eip155.gas) }),
      });
      return client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    },
    balanceOf: (token, owner) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    amountsOut: (amountIn, path) =>
      client.readContract({ address: contracts.uniswap.router, abi: uniswapV2Router02Abi, functionName: 'getAmountsOut', args: [amountIn, path] }),
    gasCost: (receipt) => receipt.gasUsed * receipt.effectiveGasPrice,
    async stop() {
      await server.stop();
      await chain.stop();
    },
  };
}
