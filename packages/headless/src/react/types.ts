import type { DefaultError, QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import type { ConnectConfig } from '../core/index.js';

/**
 * Register your config's type once, and every hook is typed from it (its networks, for instance):
 * `declare module '@connect-modal/headless/react' { interface Register { config: typeof config } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}

/** The registered config type, or the general one. */
export type ResolvedRegister = {
  config: Register extends { config: infer config extends ConnectConfig } ? config : ConnectConfig;
};

/** A hook's optional `config`: the one given, else the nearest ConnectProvider's. */
export interface ConfigParameter<config extends ConnectConfig = ConnectConfig> {
  readonly config?: config | undefined;
}

/** TanStack Query options a query hook passes through (all but the key and the fetcher). */
export interface QueryParameter<queryFnData, error = DefaultError, data = queryFnData, queryKey extends QueryKey = QueryKey> {
  readonly query?: Omit<UseQueryOptions<queryFnData, error, data, queryKey>, 'queryKey' | 'queryFn'> | undefined;
}

/** TanStack Query options a mutation hook passes through (all but the key and the function). */
export interface MutationParameter<data, variables, error = DefaultError, context = unknown> {
  readonly mutation?: Omit<UseMutationOptions<data, error, variables, context>, 'mutationFn' | 'mutationKey'> | undefined;
}
