'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConnectParameters, ConnectReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { connectMutationOptions } from '../queries/mutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Variables of connect. */
export type ConnectVariables<config extends ConnectConfig = ConnectConfig> = ConnectParameters<config>;

/** Parameters of useConnect. */
export interface UseConnectParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<ConnectReturnType, ConnectVariables<config>, Error, context> {}

/** The connect mutation, with `connect` / `connectAsync`. */
export type UseConnectReturnType<config extends ConnectConfig = ConnectConfig, context = unknown> = UseMutationResult<
  ConnectReturnType,
  Error,
  ConnectVariables<config>,
  context
> & {
  readonly connect: UseMutationResult<ConnectReturnType, Error, ConnectVariables<config>, context>['mutate'];
  readonly connectAsync: UseMutationResult<ConnectReturnType, Error, ConnectVariables<config>, context>['mutateAsync'];
};

/** Connects a wallet: `connect({ connectorId })`. The wallet is asked once; never retried. */
export function useConnect<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseConnectParameters<config, context> = {},
): UseConnectReturnType<config, context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...connectMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, connect: mutation.mutate, connectAsync: mutation.mutateAsync };
}
