import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createWalletClient, http } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';
import type { DevnetChainHandle } from './DevnetApiState.js';
import type { OnrampDeliveryTarget } from './onrampCatalog.js';

/** SOL the provider's Solana treasury is topped up with when it runs low (the devnet's faucet funds it). */
const SOLANA_TREASURY_TOP_UP = 10_000n * 1_000_000_000n;
/** Lamports kept in the Solana treasury beyond a delivery, for its fee. */
const SOLANA_FEE_RESERVE = 10_000_000n;

/** Sends purchased crypto from the provider's treasury: one signed transfer per purchase. */
export interface OnrampDelivery {
  /** Transfers exactly `units` base units to `address`; resolves with the transaction hash or signature once final. */
  deliver(target: OnrampDeliveryTarget, address: string, units: bigint): Promise<string>;
  /** The treasury address on a target: the chain's last dev account on EVM, a key of the provider's own on Solana. */
  treasuryOf(target: OnrampDeliveryTarget): string;
}

/** The provider's treasury on an EVM chain: the chain's last funded dev account. */
function evmTreasury(chain: DevnetChainHandle) {
  const key = chain.devChain.privateKeys.at(-1);
  if (!key) throw new Error(`Devnet chain ${chain.devChain.chainId} has no funded account to pay purchases from`);
  return privateKeyToAccount(key);
}

/** Creates the delivery of one devnet API: per-chain queues so its transfers never race for a nonce. */
export function createOnrampDelivery(): OnrampDelivery {
  const solanaTreasury = Keypair.generate();
  const queues = new Map<string, Promise<unknown>>();
  let solanaDeliveries = 0;

  /** Runs `task` after every earlier task of the same queue, whatever their outcome. */
  function enqueue<T>(queue: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(queue) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(queue, next.catch(() => undefined));
    return next;
  }

  async function deliverEvm(chain: DevnetChainHandle, to: Address, value: bigint): Promise<string> {
    const account = evmTreasury(chain);
    const wallet = createWalletClient({ account, chain: chain.devChain.chain, transport: http(chain.devChain.rpcUrl, { retryCount: 0 }) });
    // Only the submission waits in the queue (the node then holds the nonce); the receipt is awaited outside it.
    const hash = await enqueue(chain.caipNetworkId, () => wallet.sendTransaction({ to, value }));
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 60_000 });
    if (receipt.status !== 'success') throw new Error(`The transfer ${hash} reverted`);
    return hash;
  }

  function deliverSolana(engine: SolanaEngine, to: string, lamports: bigint): string {
    const from = solanaTreasury.publicKey;
    if (engine.getBalance(from.toBase58()) < lamports + SOLANA_FEE_RESERVE) {
      engine.airdrop(from.toBase58(), lamports + SOLANA_TREASURY_TOP_UP);
    }
    const { value } = engine.call('getLatestBlockhash', []) as { value: { blockhash: string } };
    solanaDeliveries += 1;
    // The engine keeps one blockhash until told otherwise: a distinct compute limit keeps equal purchases distinct.
    const transaction = new Transaction({ feePayer: from, recentBlockhash: value.blockhash }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 - (solanaDeliveries % 100_000) }),
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports }),
    );
    transaction.sign(solanaTreasury);
    return engine.call('sendTransaction', [transaction.serialize().toString('base64'), { encoding: 'base64' }]) as string;
  }

  return {
    async deliver(target, address, units) {
      if (target.kind === 'evm') return deliverEvm(target.chain, address as Address, units);
      return enqueue(target.caipNetworkId, async () => deliverSolana(target.engine, address, units));
    },
    treasuryOf(target) {
      return target.kind === 'evm' ? evmTreasury(target.chain).address : solanaTreasury.publicKey.toBase58();
    },
  };
}
