'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { RegisterAccountNameParameters, RegisterAccountNameReturnType } from '../actions/registerAccountName.js';
import type { ConnectConfig } from '../core/index.js';
import { registerAccountNameMutationOptions } from '../queries/accountNameQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useRegisterAccountName. */
export interface UseRegisterAccountNameParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<RegisterAccountNameReturnType, RegisterAccountNameParameters, Error, context> {}

type Mutation<context> = UseMutationResult<RegisterAccountNameReturnType, Error, RegisterAccountNameParameters, context>;

/** The registration mutation, with `registerAccountName` / `registerAccountNameAsync`. */
export type UseRegisterAccountNameReturnType<context = unknown> = Mutation<context> & {
  readonly registerAccountName: Mutation<context>['mutate'];
  readonly registerAccountNameAsync: Mutation<context>['mutateAsync'];
};

/**
 * Registers a name for the connected EVM account: `registerAccountName({ name: 'alice' })` checks the name rule,
 * has the wallet sign the registration and sends it. Never retried; a double click registers once; a failure is a
 * RegisterAccountNameError whose `reason` is 'taken', 'declined' or 'failed'. The identity and names queries are
 * refreshed after a registration.
 */
export function useRegisterAccountName<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseRegisterAccountNameParameters<config, context> = {},
): UseRegisterAccountNameReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation(
    { ...parameters.mutation, ...registerAccountNameMutationOptions(config) },
    useConnectQueryClient({ config }),
  );
  return { ...mutation, registerAccountName: mutation.mutate, registerAccountNameAsync: mutation.mutateAsync };
}
