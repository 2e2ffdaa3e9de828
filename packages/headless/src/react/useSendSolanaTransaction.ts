'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SendSolanaTransactionParameters, SendSolanaTransactionReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { sendSolanaTransactionMutationOptions } from '../queries/transactionMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSendSolanaTransaction. */
export interface UseSendSolanaTransactionParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SendSolanaTransactionReturnType, SendSolanaTransactionParameters, Error, context> {}

type Mutation<context> = UseMutationResult<SendSolanaTransactionReturnType, Error, SendSolanaTransactionParameters, context>;

/** The Solana send mutation, with `sendSolanaTransaction` / `sendSolanaTransactionAsync`; `data` is the signature. */
export type UseSendSolanaTransactionReturnType<context = unknown> = Mutation<context> & {
  readonly sendSolanaTransaction: Mutation<context>['mutate'];
  readonly sendSolanaTransactionAsync: Mutation<context>['mutateAsync'];
};

/**
 * Has the connected Solana wallet sign and send a transaction (@solana/web3.js or @solana/kit):
 * `sendSolanaTransaction({ transaction })`. Never retried; a double submit sends once; the signature is among the
 * pending transactions, followed until confirmed, before `data` has it.
 */
export function useSendSolanaTransaction<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSendSolanaTransactionParameters<config, context> = {},
): UseSendSolanaTransactionReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...sendSolanaTransactionMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, sendSolanaTransaction: mutation.mutate, sendSolanaTransactionAsync: mutation.mutateAsync };
}
