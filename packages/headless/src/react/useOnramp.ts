'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { GetOnrampUrlParameters, GetOnrampUrlReturnType } from '../actions/onrampUrl.js';
import type { ConnectConfig } from '../core/index.js';
import { onrampUrlMutationOptions } from '../queries/onrampMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useOnramp. */
export interface UseOnrampParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<GetOnrampUrlReturnType, GetOnrampUrlParameters, Error, context> {}

type Mutation<context> = UseMutationResult<GetOnrampUrlReturnType, Error, GetOnrampUrlParameters, context>;

/** The purchase-page mutation, with `getOnrampUrl` / `getOnrampUrlAsync`; `data.url` is the page to open. */
export type UseOnrampReturnType<context = unknown> = Mutation<context> & {
  readonly getOnrampUrl: Mutation<context>['mutate'];
  readonly getOnrampUrlAsync: Mutation<context>['mutateAsync'];
};

/**
 * Starts a purchase: `getOnrampUrl({ amount: '100.00' })` asks the onramp service for the provider's page for the
 * connected EVM or Solana account, the amount checked against the limits first. Never retried. Open `data.url` for
 * the visitor; the crypto arrives at `data.address` on `data.caipNetworkId`.
 */
export function useOnramp<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseOnrampParameters<config, context> = {},
): UseOnrampReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...onrampUrlMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, getOnrampUrl: mutation.mutate, getOnrampUrlAsync: mutation.mutateAsync };
}
