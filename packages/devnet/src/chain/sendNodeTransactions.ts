import { createPublicClient, getAddress, http, rpcSchema, toHex } from 'viem';
import type {
  Address,
  Chain,
  Hash,
  Hex,
  PublicClient,
  PublicRpcSchema,
  TestRpcSchema,
  TransactionReceipt,
  Transport,
  WalletRpcSchema,
} from 'viem';

/** JSON-RPC methods of a dev chain's node: reads, anvil's test methods and node-signed sends. */
export type DevNodeRpcSchema = [...PublicRpcSchema, ...TestRpcSchema<'anvil'>, ...WalletRpcSchema];

/** A client of a dev chain's node that can read, send node-signed transactions and call anvil's test methods. */
export type DevNodeClient = PublicClient<Transport, Chain, undefined, DevNodeRpcSchema>;

/** A {@link DevNodeClient} of `chain`'s first HTTP URL, polling every 20 ms and never retrying. */
export function createDevNodeClient(chain: Chain): DevNodeClient {
  return createPublicClient({
    chain,
    transport: http(chain.rpcUrls.default.http[0], { retryCount: 0 }),
    pollingInterval: 20,
    rpcSchema: rpcSchema<DevNodeRpcSchema>(),
  });
}

/** A start-up transaction the node signs for an unlocked or impersonated account. */
export interface NodeTransaction {
  /** What it does, for the error when it fails. */
  readonly label: string;
  /** Call target; absent for a deployment. */
  readonly to?: Address;
  readonly data: Hex;
  readonly value?: bigint;
}

/** A mined start-up transaction: its receipt and, for a deployment, the new contract. */
export interface MinedNodeTransaction {
  readonly receipt: TransactionReceipt;
  readonly contractAddress: Address | undefined;
}

/**
 * Sends `transactions` from `from` one after the other with `eth_sendTransaction`, letting the node fill in
 * nonce, gas and fees, and returns their receipts in order. The chain must mine on every transaction
 * (anvil's automine), so each one sees the state the earlier ones left; any failure throws with its label.
 */
export async function sendNodeTransactions(
  client: DevNodeClient,
  from: Address,
  transactions: readonly NodeTransaction[],
): Promise<MinedNodeTransaction[]> {
  const hashes: Hash[] = [];
  for (const transaction of transactions) {
    const request = {
      from,
      data: transaction.data,
      ...(transaction.to === undefined ? {} : { to: transaction.to }),
      ...(transaction.value === undefined ? {} : { value: toHex(transaction.value) }),
    };
    try {
      hashes.push(await client.request({ method: 'eth_sendTransaction', params: [request] }, { retryCount: 0 }));
    } catch (error) {
      throw new Error(`start-up transaction "${transaction.label}" was refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })));
  return receipts.map((receipt, index) => {
    if (receipt.status !== 'success') {
      throw new Error(`start-up transaction "${transactions[index]?.label}" reverted (${receipt.transactionHash})`);
    }
    return { receipt, contractAddress: receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined };
  });
}

/** The contract a mined deployment created; throws when it created none. */
export function deployedAddress(mined: MinedNodeTransaction | undefined, label: string): Address {
  if (!mined?.contractAddress) throw new Error(`deploying ${label} returned no contract address`);
  return mined.contractAddress;
}
