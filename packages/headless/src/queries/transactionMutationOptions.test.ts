import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage, solana } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import {
  sendSolanaTransactionMutationOptions,
  sendTransactionMutationOptions,
  signTypedDataMutationOptions,
  writeContractMutationOptions,
} from './index.js';

const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [mainnet, solana], adapters: [createEip155Adapter()], storage: memoryStorage() });
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const abi = [{ type: 'function', name: 'ping', stateMutability: 'nonpayable', inputs: [], outputs: [] }] as const;

/** Runs a mutation under a client whose defaults retry three times, and reports how often its function ran. */
async function runOnce<variables>(options: { mutationKey: readonly unknown[]; mutationFn: (variables: variables) => Promise<unknown> }, variables: variables) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 1 } } });
  const observer = new MutationObserver(client, options);
  const error = await observer.mutate(variables).catch((caught: unknown) => caught);
  return { error, result: observer.getCurrentResult() };
}

describe('wallet-write mutation options', () => {
  it('never retry, whatever the client says: a failure is final after one call', async () => {
    const runs = [
      await runOnce(sendTransactionMutationOptions(config), { to, value: 1n }),
      await runOnce(writeContractMutationOptions(config), { address: to, abi, functionName: 'ping' }),
      await runOnce(signTypedDataMutationOptions(config), { types: { Ping: [{ name: 'n', type: 'uint8' }] }, primaryType: 'Ping', message: { n: 1 } }),
    ];
    for (const { error, result } of runs) {
      expect(error).toMatchObject({ code: 'EVM_WALLET_NOT_CONNECTED', message: 'No EVM wallet is connected' });
      expect(result).toMatchObject({ status: 'error', failureCount: 1 });
    }
    const solanaRun = await runOnce(sendSolanaTransactionMutationOptions(config), { transaction: { messageBytes: new Uint8Array(1), signatures: {} } });
    expect(solanaRun.error).toMatchObject({ code: 'SOLANA_WALLET_NOT_CONNECTED', message: 'No Solana wallet is connected' });
    expect(solanaRun.result).toMatchObject({ status: 'error', failureCount: 1 });
  });

  it('have keys under the product root, one per write', () => {
    const keys = [sendTransactionMutationOptions, writeContractMutationOptions, signTypedDataMutationOptions, sendSolanaTransactionMutationOptions].map(
      (factory) => factory(config).mutationKey,
    );
    expect(keys).toEqual([
      ['connect-modal', 'sendTransaction'],
      ['connect-modal', 'writeContract'],
      ['connect-modal', 'signTypedData'],
      ['connect-modal', 'sendSolanaTransaction'],
    ]);
  });
});
