'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DisconnectParameters } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { disconnectMutationOptions } from '../queries/mutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useDisconnect. */
export interface UseDisconnectParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<void, DisconnectParameters | void, Error, context> {}

/** The disconnect mutation, with `disconnect` / `disconnectAsync`. */
export type UseDisconnectReturnType<context = unknown> = UseMutationResult<void, Error, DisconnectParameters | void, context> & {
  readonly disconnect: UseMutationResult<void, Error, DisconnectParameters | void, context>['mutate'];
  readonly disconnectAsync: UseMutationResult<void, Error, DisconnectParameters | void, context>['mutateAsync'];
};

/** Disconnects a namespace, or every connected one: `disconnect()`. */
export function useDisconnect<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseDisconnectParameters<config, context> = {},
): UseDisconnectReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...disconnectMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, disconnect: mutation.mutate, disconnectAsync: mutation.mutateAsync };
}
