import type { Hash, Hex, TransactionReceipt } from 'viem';
import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet, optimism, solana } from '../core/index.js';
import type { PendingTransaction } from '../core/index.js';
import { getPendingTransactions, sendTransaction, signTypedData, waitForTransactionReceipt, writeContract } from './index.js';
import type { EvmChainId } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base, solana] });
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const tokenAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ type: 'uint256' }] },
] as const;

describe('wallet-write actions are typed from the config and the abi', () => {
  it('chainId is an EVM network of the config', () => {
    expectTypeOf<EvmChainId<typeof config>>().toEqualTypeOf<1 | 8453>();
    void sendTransaction(config, { to, value: 1n, chainId: 8453 });
    // @ts-expect-error optimism is not among the config's networks
    void sendTransaction(config, { to, chainId: optimism.id });
    // @ts-expect-error value is a bigint of wei, not a number
    void sendTransaction(config, { to, value: 1 });
    expectTypeOf(sendTransaction(config, { to })).resolves.toEqualTypeOf<Hash>();
  });

  it('writeContract takes the abi’s write functions with their arguments, and value only when payable', () => {
    expectTypeOf(writeContract(config, { address: to, abi: tokenAbi, functionName: 'transfer', args: [to, 5n], chainId: 1 })).resolves.toEqualTypeOf<Hash>();
    void writeContract(config, { address: to, abi: tokenAbi, functionName: 'deposit', value: 10n });
    // @ts-expect-error the second argument is a uint256 (bigint)
    void writeContract(config, { address: to, abi: tokenAbi, functionName: 'transfer', args: [to, '5'] });
    // @ts-expect-error balanceOf is a view function: nothing to write
    void writeContract(config, { address: to, abi: tokenAbi, functionName: 'balanceOf', args: [to] });
    // @ts-expect-error transfer is not payable
    void writeContract(config, { address: to, abi: tokenAbi, functionName: 'transfer', args: [to, 5n], value: 1n });
    // @ts-expect-error optimism is not among the config's networks
    void writeContract(config, { address: to, abi: tokenAbi, functionName: 'deposit', chainId: 10 });
  });

  it('signTypedData types the message from the types', () => {
    const types = { Vote: [{ name: 'proposal', type: 'uint256' }] } as const;
    expectTypeOf(signTypedData(config, { types, primaryType: 'Vote', message: { proposal: 1n } })).resolves.toEqualTypeOf<Hex>();
    // @ts-expect-error proposal is a uint256 (bigint)
    void signTypedData(config, { types, primaryType: 'Vote', message: { proposal: 'one' } });
    // @ts-expect-error Ballot is not a type of the data
    void signTypedData(config, { types, primaryType: 'Ballot', message: { proposal: 1n } });
  });

  it('waitForTransactionReceipt resolves with viem’s receipt; the pending list is typed', () => {
    expectTypeOf(waitForTransactionReceipt(config, { hash: `0x${'a'.repeat(64)}`, chainId: 1 })).resolves.toEqualTypeOf<TransactionReceipt>();
    // @ts-expect-error optimism is not among the config's networks
    void waitForTransactionReceipt(config, { hash: `0x${'a'.repeat(64)}`, chainId: 10 });
    expectTypeOf(getPendingTransactions(config)).toEqualTypeOf<readonly PendingTransaction[]>();
    expectTypeOf<PendingTransaction['status']>().toEqualTypeOf<'pending' | 'confirmed' | 'failed'>();
  });
});
