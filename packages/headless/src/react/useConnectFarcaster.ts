'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConnectFarcasterParameters, ConnectFarcasterReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { connectFarcasterMutationOptions } from '../queries/farcasterMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useConnectFarcaster. */
export interface UseConnectFarcasterParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<ConnectFarcasterReturnType, ConnectFarcasterParameters | void, Error, context> {}

type Mutation<context> = UseMutationResult<ConnectFarcasterReturnType, Error, ConnectFarcasterParameters | void, context>;

/** The connectFarcaster mutation, with `connectFarcaster` / `connectFarcasterAsync`. */
export type UseConnectFarcasterReturnType<context = unknown> = Mutation<context> & {
  readonly connectFarcaster: Mutation<context>['mutate'];
  readonly connectFarcasterAsync: Mutation<context>['mutateAsync'];
};

/**
 * Waits for the Farcaster app to approve the request of useGetFarcasterUri, then connects the embedded wallet in
 * every namespace it serves: `connectFarcaster({ signal })`. Never retried.
 */
export function useConnectFarcaster<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseConnectFarcasterParameters<config, context> = {},
): UseConnectFarcasterReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...connectFarcasterMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, connectFarcaster: mutation.mutate, connectFarcasterAsync: mutation.mutateAsync };
}
