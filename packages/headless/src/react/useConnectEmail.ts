'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConnectEmailParameters, ConnectEmailReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { connectEmailMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useConnectEmail. */
export interface UseConnectEmailParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<ConnectEmailReturnType, ConnectEmailParameters, Error, context> {}

/** The connectEmail mutation, with `connectEmail` / `connectEmailAsync`. */
export type UseConnectEmailReturnType<context = unknown> = UseMutationResult<ConnectEmailReturnType, Error, ConnectEmailParameters, context> & {
  readonly connectEmail: UseMutationResult<ConnectEmailReturnType, Error, ConnectEmailParameters, context>['mutate'];
  readonly connectEmailAsync: UseMutationResult<ConnectEmailReturnType, Error, ConnectEmailParameters, context>['mutateAsync'];
};

/** Starts an email login: `connectEmail({ email })`. Resolves with what the login waits for next (VERIFY_OTP or VERIFY_DEVICE); refused within 30 s of the last attempt. Never retried. */
export function useConnectEmail<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseConnectEmailParameters<config, context> = {},
): UseConnectEmailReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...connectEmailMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, connectEmail: mutation.mutate, connectEmailAsync: mutation.mutateAsync };
}
