'use client';
import { useMutation } from '@tanstack/react-query';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem';
import type { WriteContractParameters, WriteContractReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { writeContractMutationOptions } from '../queries/transactionMutationOptions.js';
import type { WriteContractVariables } from '../queries/transactionMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

type WriteMutability = 'nonpayable' | 'payable';

/** Parameters of useWriteContract. */
export interface UseWriteContractParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<WriteContractReturnType, WriteContractVariables<config>, Error, context> {}

/** `writeContract(variables)`: each call typed from its own abi (function names, arguments, `value` if payable). */
export type WriteContractMutate<config extends ConnectConfig = ConnectConfig, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, WriteMutability>,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(
  variables: WriteContractParameters<abi, functionName, args, config>,
  options?: MutateOptions<WriteContractReturnType, Error, WriteContractVariables<config>, context>,
) => void;

/** `writeContractAsync(variables)`: as {@link WriteContractMutate}, resolving with the hash. */
export type WriteContractMutateAsync<config extends ConnectConfig = ConnectConfig, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, WriteMutability>,
  args extends ContractFunctionArgs<abi, WriteMutability, functionName>,
>(
  variables: WriteContractParameters<abi, functionName, args, config>,
  options?: MutateOptions<WriteContractReturnType, Error, WriteContractVariables<config>, context>,
) => Promise<WriteContractReturnType>;

/** The write mutation, with `writeContract` / `writeContractAsync`; `data` is the hash. */
export type UseWriteContractReturnType<config extends ConnectConfig = ConnectConfig, context = unknown> = UseMutationResult<
  WriteContractReturnType,
  Error,
  WriteContractVariables<config>,
  context
> & {
  readonly writeContract: WriteContractMutate<config, context>;
  readonly writeContractAsync: WriteContractMutateAsync<config, context>;
};

/**
 * Calls a contract function through the connected EVM wallet: `writeContract({ address, abi, functionName, args })`,
 * simulated first so a revert is reported before the wallet is asked. Never retried; a double submit sends once.
 */
export function useWriteContract<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseWriteContractParameters<config, context> = {},
): UseWriteContractReturnType<config, context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...writeContractMutationOptions(config) }, useConnectQueryClient({ config }));
  return {
    ...mutation,
    writeContract: mutation.mutate as WriteContractMutate<config, context>,
    writeContractAsync: mutation.mutateAsync as WriteContractMutateAsync<config, context>,
  };
}
