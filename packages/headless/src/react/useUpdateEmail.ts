'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { UpdateEmailParameters, UpdateEmailReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { updateEmailMutationOptions } from '../queries/authMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useUpdateEmail. */
export interface UseUpdateEmailParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<UpdateEmailReturnType, UpdateEmailParameters, Error, context> {}

/** The updateEmail mutation, with `updateEmail` / `updateEmailAsync`. */
export type UseUpdateEmailReturnType<context = unknown> = UseMutationResult<UpdateEmailReturnType, Error, UpdateEmailParameters, context> & {
  readonly updateEmail: UseMutationResult<UpdateEmailReturnType, Error, UpdateEmailParameters, context>['mutate'];
  readonly updateEmailAsync: UseMutationResult<UpdateEmailReturnType, Error, UpdateEmailParameters, context>['mutateAsync'];
};

/** Starts changing the account's email: `updateEmail({ email })`; a code goes to the current address. Never retried. */
export function useUpdateEmail<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseUpdateEmailParameters<config, context> = {},
): UseUpdateEmailReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...updateEmailMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, updateEmail: mutation.mutate, updateEmailAsync: mutation.mutateAsync };
}
