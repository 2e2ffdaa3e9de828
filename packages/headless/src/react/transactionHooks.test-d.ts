import { Transaction } from '@solana/web3.js';
import type { VersionedTransaction } from '@solana/web3.js';
import type { Hash, Hex, TransactionReceipt } from 'viem';
import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet } from '../core/index.js';
import type { PendingTransaction } from '../core/index.js';
import { usePendingTransactions, useSendSolanaTransaction, useSendTransaction, useSignTypedData, useWaitForTransactionReceipt, useWriteContract } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base] });
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const abi = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const;

describe('wallet-write hooks are typed from the config and the abi', () => {
  it('useSendTransaction: a network of the config, the hash as data', () => {
    const { sendTransaction, sendTransactionAsync, data } = useSendTransaction({ config, mutation: { onSuccess: (hash) => expectTypeOf(hash).toEqualTypeOf<Hash>() } });
    sendTransaction({ to, value: 1n, chainId: 8453 });
    // @ts-expect-error optimism is not among the config's networks
    sendTransaction({ to, chainId: 10 });
    expectTypeOf(sendTransactionAsync).returns.resolves.toEqualTypeOf<Hash>();
    expectTypeOf(data).toEqualTypeOf<Hash | undefined>();
  });

  it('useWriteContract types each call from its abi', () => {
    const { writeContract, writeContractAsync } = useWriteContract({ config });
    writeContract({ address: to, abi, functionName: 'approve', args: [to, 1n], chainId: 1 });
    // @ts-expect-error approve takes an address and a uint256
    writeContract({ address: to, abi, functionName: 'approve', args: [to] });
    // @ts-expect-error transfer is not in this abi
    writeContract({ address: to, abi, functionName: 'transfer', args: [to, 1n] });
    expectTypeOf(writeContractAsync).returns.resolves.toEqualTypeOf<Hash>();
  });

  it('useSignTypedData types the message; the signature is the data', () => {
    const { signTypedData, data } = useSignTypedData({ config });
    signTypedData({ types: { Vote: [{ name: 'proposal', type: 'uint256' }] }, primaryType: 'Vote', message: { proposal: 1n } });
    // @ts-expect-error proposal is a uint256 (bigint)
    signTypedData({ types: { Vote: [{ name: 'proposal', type: 'uint256' }] }, primaryType: 'Vote', message: { proposal: true } });
    expectTypeOf(data).toEqualTypeOf<Hex | undefined>();
  });

  it('useWaitForTransactionReceipt gives the receipt, select typing it', () => {
    expectTypeOf(useWaitForTransactionReceipt({ config, hash: undefined }).data).toEqualTypeOf<TransactionReceipt | undefined>();
    const status = useWaitForTransactionReceipt({ config, hash: `0x${'a'.repeat(64)}`, query: { select: (receipt) => receipt.status } });
    expectTypeOf(status.data).toEqualTypeOf<'success' | 'reverted' | undefined>();
    // @ts-expect-error optimism is not among the config's networks
    useWaitForTransactionReceipt({ config, hash: `0x${'a'.repeat(64)}`, chainId: 10 });
  });

  it('useSendSolanaTransaction takes a web3.js or @solana/kit transaction and gives the signature', () => {
    const { sendSolanaTransaction, sendSolanaTransactionAsync, data } = useSendSolanaTransaction({ config });
    sendSolanaTransaction({ transaction: new Transaction(), options: { skipPreflight: true } });
    sendSolanaTransaction({ transaction: {} as VersionedTransaction });
    sendSolanaTransaction({ transaction: { messageBytes: new Uint8Array(), signatures: { someAddress: null } } });
    // @ts-expect-error base64 text is not a transaction
    sendSolanaTransaction({ transaction: 'AQID' });
    // @ts-expect-error not a commitment
    sendSolanaTransaction({ transaction: new Transaction(), options: { preflightCommitment: 'soon' } });
    expectTypeOf(sendSolanaTransactionAsync).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(data).toEqualTypeOf<string | undefined>();
  });

  it('usePendingTransactions lists the tracked transactions', () => {
    expectTypeOf(usePendingTransactions({ config, status: 'pending' })).toEqualTypeOf<readonly PendingTransaction[]>();
  });
});
