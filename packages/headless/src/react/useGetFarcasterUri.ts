'use client';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { GetFarcasterUriReturnType } from '../actions/index.js';
import type { ConnectConfig } from '../core/index.js';
import { getFarcasterUriMutationOptions } from '../queries/farcasterMutationOptions.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, MutationParameter, ResolvedRegister } from './types.js';

/** Parameters of useGetFarcasterUri. */
export interface UseGetFarcasterUriParameters<config extends ConnectConfig = ConnectConfig, context = unknown>
  extends ConfigParameter<config>,
    MutationParameter<GetFarcasterUriReturnType, void, Error, context> {}

/** The getFarcasterUri mutation, with `getFarcasterUri` / `getFarcasterUriAsync`. */
export type UseGetFarcasterUriReturnType<context = unknown> = UseMutationResult<GetFarcasterUriReturnType, Error, void, context> & {
  readonly getFarcasterUri: UseMutationResult<GetFarcasterUriReturnType, Error, void, context>['mutate'];
  readonly getFarcasterUriAsync: UseMutationResult<GetFarcasterUriReturnType, Error, void, context>['mutateAsync'];
};

/** Opens a Sign In With Farcaster request: `getFarcasterUri()` resolves with the URL to show as a QR code. Never retried. */
export function useGetFarcasterUri<config extends ConnectConfig = ResolvedRegister['config'], context = unknown>(
  parameters: UseGetFarcasterUriParameters<config, context> = {},
): UseGetFarcasterUriReturnType<context> {
  const config = useConnectConfig(parameters);
  const mutation = useMutation({ ...parameters.mutation, ...getFarcasterUriMutationOptions(config) }, useConnectQueryClient({ config }));
  return { ...mutation, getFarcasterUri: mutation.mutate, getFarcasterUriAsync: mutation.mutateAsync };
}
