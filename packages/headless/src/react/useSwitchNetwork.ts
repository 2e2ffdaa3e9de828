'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SwitchNetworkParameters } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { switchNetworkMutationOptions } from '../queries/mutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSwitchNetwork. */
export interface UseSwitchNetworkParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<void, SwitchNetworkParameters<config>, Error, context> {}

/** The switch mutation, with `switchNetwork` / `switchNetworkAsync` typed by the config's networks. */
export type UseSwitchNetworkReturnType<config extends ConnectConfig = ConnectConfig, context = unknown> = UseMutationResult<
  void,
  Error,
  SwitchNetworkParameters<config>,
  context
> & {
  readonly switchNetwork: UseMutationResult<void, Error, SwitchNetworkParameters<config>, context>['mutate'];
  readonly switchNetworkAsync: UseMutationResult<void, Error, SwitchNetworkParameters<config>, context>['mutateAsync'];
  /** False when the app turned network switching off (`enableNetworkSwitch: false`): every switch is refused. */
  readonly canSwitch: boolean;
};

/** Switches the wallet (or, when disconnected, the app) to one of the config's networks: `switchNetwork({ network })`. */
export function useSwitchNetwork<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwitchNetworkParameters<config, context> = {},
): UseSwitchNetworkReturnType<config, context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...switchNetworkMutationOptions(config) }, useConnectQueryClient({ config }));
  return {
    ...mutation,
    switchNetwork: mutation.mutate,
    switchNetworkAsync: mutation.mutateAsync,
    canSwitch: config.options.enableNetworkSwitch,
  };
}
