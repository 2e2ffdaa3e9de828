'use client';
import { useMutation } from '@tanstack/react-query';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import type { TypedData } from 'viem';
import type { SignTypedDataParameters, SignTypedDataReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { signTypedDataMutationOptions } from '../queries/transactionMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSignTypedData. */
export interface UseSignTypedDataParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SignTypedDataReturnType, SignTypedDataParameters, Error, context> {}

/** `signTypedData(typedData)`: the message typed from the types given, as in viem. */
export type SignTypedDataMutate<context = unknown> = <
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  variables: SignTypedDataParameters<typedData, primaryType>,
  options?: MutateOptions<SignTypedDataReturnType, Error, SignTypedDataParameters, context>,
) => void;

/** `signTypedDataAsync(typedData)`: as {@link SignTypedDataMutate}, resolving with the signature. */
export type SignTypedDataMutateAsync<context = unknown> = <
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  variables: SignTypedDataParameters<typedData, primaryType>,
  options?: MutateOptions<SignTypedDataReturnType, Error, SignTypedDataParameters, context>,
) => Promise<SignTypedDataReturnType>;

/** The typed-data signing mutation, with `signTypedData` / `signTypedDataAsync`; `data` is the signature. */
export type UseSignTypedDataReturnType<context = unknown> = UseMutationResult<SignTypedDataReturnType, Error, SignTypedDataParameters, context> & {
  readonly signTypedData: SignTypedDataMutate<context>;
  readonly signTypedDataAsync: SignTypedDataMutateAsync<context>;
};

/** Asks the EVM wallet to sign EIP-712 typed data: `signTypedData({ domain, types, primaryType, message })`. Never retried. */
export function useSignTypedData<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSignTypedDataParameters<config, context> = {},
): UseSignTypedDataReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...signTypedDataMutationOptions(config) }, useConnectQueryClient({ config }));
  return {
    ...mutation,
    signTypedData: mutation.mutate as SignTypedDataMutate<context>,
    signTypedDataAsync: mutation.mutateAsync as SignTypedDataMutateAsync<context>,
  };
}
