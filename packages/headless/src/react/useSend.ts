'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { SendReturnType } from '../actions/send.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { sendMutationOptions, sendNameQueryOptions } from '../queries/sendMutationOptions.js';
import type { SendVariables } from '../queries/sendMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useSend. */
export interface UseSendParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<SendReturnType, SendVariables, Error, context> {}

type Mutation<context> = UseMutationResult<SendReturnType, Error, SendVariables, context>;

/** The send mutation, with `send` / `sendAsync`; `data` is the hash and what was sent to whom. */
export type UseSendReturnType<context = unknown> = Mutation<context> & {
  readonly send: Mutation<context>['mutate'];
  readonly sendAsync: Mutation<context>['mutateAsync'];
};

/**
 * Sends a token from the connected EVM wallet: `send({ token, amount: '1.005', to })`, `to` an address or a name
 * (resolved again at submit). The fields are checked first (a `SendValidationError` names the field); never
 * retried, and a double submit sends once.
 */
export function useSend<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseSendParameters<config, context> = {},
): UseSendReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...sendMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, send: mutation.mutate, sendAsync: mutation.mutateAsync };
}

/** Parameters of useSendName. */
export interface UseSendNameParameters<config extends ConnectConfig = ConnectConfig> extends ConfigParameter<config> {
  /** The name typed as the receiver; nothing is asked while it is undefined. */
  readonly name: string | undefined;
  readonly network: CaipNetwork | undefined;
}

/** The address a receiver name points at now (null when nobody holds it), to show beside the name; eip155 only. */
export function useSendName<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseSendNameParameters<config>,
): UseQueryResult<string | null, Error> {
  const config = useConnectConfig(parameters);
  return useQuery(sendNameQueryOptions(config, parameters), useConnectQueryClient({ config }));
}
