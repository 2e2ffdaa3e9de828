'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SwitchAccountTypeParameters, SwitchAccountTypeReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { switchAccountTypeMutationOptions } from '../queries/smartAccountQueryOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSwitchAccountType. */
export interface UseSwitchAccountTypeParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SwitchAccountTypeReturnType, SwitchAccountTypeParameters, Error, context> {}

/** The switchAccountType mutation, with `switchAccountType` / `switchAccountTypeAsync`. */
export type UseSwitchAccountTypeReturnType<context = unknown> = UseMutationResult<SwitchAccountTypeReturnType, Error, SwitchAccountTypeParameters, context> & {
  readonly switchAccountType: UseMutationResult<SwitchAccountTypeReturnType, Error, SwitchAccountTypeParameters, context>['mutate'];
  readonly switchAccountTypeAsync: UseMutationResult<SwitchAccountTypeReturnType, Error, SwitchAccountTypeParameters, context>['mutateAsync'];
};

/**
 * Switches the embedded wallet's EVM account: `switchAccountType({ type: 'smartAccount' | 'eoa' })`. Resolves with
 * the type in use and its address (the EOA when setting the smart account failed). Never retried.
 */
export function useSwitchAccountType<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwitchAccountTypeParameters<config, context> = {},
): UseSwitchAccountTypeReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...switchAccountTypeMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, switchAccountType: mutation.mutate, switchAccountTypeAsync: mutation.mutateAsync };
}
