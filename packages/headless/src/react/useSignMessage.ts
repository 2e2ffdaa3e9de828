'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SignMessageParameters } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { signMessageMutationOptions } from '../queries/mutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSignMessage. */
export interface UseSignMessageParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<string, SignMessageParameters, Error, context> {}

/** The sign mutation, with `signMessage` / `signMessageAsync`. */
export type UseSignMessageReturnType<context = unknown> = UseMutationResult<string, Error, SignMessageParameters, context> & {
  readonly signMessage: UseMutationResult<string, Error, SignMessageParameters, context>['mutate'];
  readonly signMessageAsync: UseMutationResult<string, Error, SignMessageParameters, context>['mutateAsync'];
};

/** Asks the wallet to sign a message: `signMessage({ message })`. Never retried. */
export function useSignMessage<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSignMessageParameters<config, context> = {},
): UseSignMessageReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...signMessageMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync };
}
