'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SendTransactionParameters, SendTransactionReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { sendTransactionMutationOptions } from '../queries/transactionMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSendTransaction. */
export interface UseSendTransactionParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SendTransactionReturnType, SendTransactionParameters<config>, Error, context> {}

type Mutation<config extends ConnectConfig, context> = UseMutationResult<SendTransactionReturnType, Error, SendTransactionParameters<config>, context>;

/** The send mutation, with `sendTransaction` / `sendTransactionAsync`; `data` is the hash. */
export type UseSendTransactionReturnType<config extends ConnectConfig = ConnectConfig, context = unknown> = Mutation<config, context> & {
  readonly sendTransaction: Mutation<config, context>['mutate'];
  readonly sendTransactionAsync: Mutation<config, context>['mutateAsync'];
};

/**
 * Sends a transaction through the connected EVM wallet: `sendTransaction({ to, value })`. Never retried; a double
 * submit sends once; the hash is among the pending transactions before `data` has it.
 */
export function useSendTransaction<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSendTransactionParameters<config, context> = {},
): UseSendTransactionReturnType<config, context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...sendTransactionMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, sendTransaction: mutation.mutate, sendTransactionAsync: mutation.mutateAsync };
}
