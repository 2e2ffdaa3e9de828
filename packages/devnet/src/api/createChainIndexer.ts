import { getAddress, parseAbiItem } from 'viem';
import type { Address, Hash, PublicClient } from 'viem';

/** One movement of value inside a transaction: the native currency or a DevToken Transfer event. */
export interface IndexedTransfer {
  /** 'native', or the token contract. */
  readonly asset: 'native' | Address;
  readonly from: Address;
  readonly to: Address;
  readonly value: bigint;
}

/** A mined transaction that moved value, with what it moved. */
export interface IndexedTransaction {
  readonly hash: Hash;
  readonly blockNumber: bigint;
  readonly transactionIndex: number;
  /** Block time, in seconds. */
  readonly timestamp: number;
  readonly from: Address;
  readonly to: Address | null;
  readonly nonce: number;
  readonly transfers: IndexedTransfer[];
}

/** Follows one chain's blocks and answers which value-moving transactions involve an address. */
export interface ChainIndexer {
  /** Indexes the blocks mined since the last call; concurrent calls share one pass. */
  sync(): Promise<void>;
  /** The indexed transactions in which `address` sent or received value, newest first (call `sync` first). */
  transactionsOf(address: Address): IndexedTransaction[];
}

const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const BLOCKS_PER_PASS = 100n;

function newestFirst(a: IndexedTransaction, b: IndexedTransaction): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1;
  return b.transactionIndex - a.transactionIndex;
}

/**
 * Creates an incremental indexer of native value transfers and `token` Transfer logs. A chain that went backwards
 * (a reverted snapshot, a restarted node) is re-indexed from its genesis.
 */
export function createChainIndexer(client: PublicClient, token: Address): ChainIndexer {
  let transactions = new Map<Hash, IndexedTransaction>();
  let nextBlock = 0n;
  let lastHash: Hash | undefined;
  let queue: Promise<void> = Promise.resolve();

  const reset = (): void => {
    transactions = new Map();
    nextBlock = 0n;
    lastHash = undefined;
  };

  /** Indexes blocks `fromBlock` to `toBlock`; all of its changes are made after the last await, so a failure leaves none. */
  async function indexRange(fromBlock: bigint, toBlock: bigint): Promise<void> {
    const numbers: bigint[] = [];
    for (let number = fromBlock; number <= toBlock; number++) numbers.push(number);
    const [blocks, logs] = await Promise.all([
      Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
      client.getLogs({ address: token, event: TRANSFER_EVENT, fromBlock, toBlock }),
    ]);
    const valueTransactions = blocks.flatMap((block) => block.transactions.filter((tx) => tx.value > 0n));
    // A reverted transaction still carries its value field but moved nothing.
    const receipts = await Promise.all(valueTransactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })));
    const succeeded = new Set(receipts.filter((receipt) => receipt.status === 'success').map((receipt) => receipt.transactionHash));
    const timestamps = new Map(blocks.map((block) => [block.number, Number(block.timestamp)]));
    const byHash = new Map(blocks.flatMap((block) => block.transactions.map((tx) => [tx.hash, tx] as const)));

    const entryFor = (hash: Hash): IndexedTransaction | undefined => {
      const existing = transactions.get(hash);
      if (existing) return existing;
      const tx = byHash.get(hash);
      if (!tx || tx.blockNumber === null || tx.transactionIndex === null) return undefined;
      const entry: IndexedTransaction = {
        hash,
        blockNumber: tx.blockNumber,
        transactionIndex: tx.transactionIndex,
        timestamp: timestamps.get(tx.blockNumber) ?? 0,
        // Nodes return lower-case addresses; the API answers in checksum form, like the hosted service.
        from: getAddress(tx.from),
        to: tx.to === null ? null : getAddress(tx.to),
        nonce: tx.nonce,
        transfers: [],
      };
      transactions.set(hash, entry);
      return entry;
    };

    for (const tx of valueTransactions) {
      if (!succeeded.has(tx.hash) || tx.to === null) continue;
      entryFor(tx.hash)?.transfers.push({ asset: 'native', from: getAddress(tx.from), to: getAddress(tx.to), value: tx.value });
    }
    for (const log of logs) {
      const { from, to, value } = log.args;
      if (log.transactionHash === null || from === undefined || to === undefined || value === undefined) continue;
      entryFor(log.transactionHash)?.transfers.push({ asset: getAddress(log.address), from, to, value });
    }
    lastHash = blocks.at(-1)?.hash ?? undefined;
    nextBlock = toBlock + 1n;
  }

  async function syncOnce(): Promise<void> {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    if (lastHash !== undefined) {
      const lastIndexed = nextBlock - 1n;
      const stillThere = latest >= lastIndexed && (await client.getBlock({ blockNumber: lastIndexed })).hash === lastHash;
      if (!stillThere) reset();
    }
    if (latest < nextBlock) return;
    for (let from = nextBlock; from <= latest; from += BLOCKS_PER_PASS) {
      const to = from + BLOCKS_PER_PASS - 1n < latest ? from + BLOCKS_PER_PASS - 1n : latest;
      await indexRange(from, to);
    }
  }

  return {
    sync() {
      const run = queue.then(syncOnce);
      // A failed pass must not stop later ones; its caller sees the failure.
      queue = run.catch(() => undefined);
      return run;
    },
    transactionsOf(address) {
      const wanted = address.toLowerCase();
      return [...transactions.values()]
        .filter((tx) => tx.transfers.some((transfer) => transfer.from.toLowerCase() === wanted || transfer.to.toLowerCase() === wanted))
        .sort(newestFirst);
    },
  };
}
