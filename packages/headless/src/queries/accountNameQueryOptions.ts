import type { MutationFunctionContext } from '@tanstack/query-core';
import { getNameSuggestions } from '../actions/getNameSuggestions.js';
import type { GetNameSuggestionsReturnType } from '../actions/getNameSuggestions.js';
import { registerAccountName } from '../actions/registerAccountName.js';
import type { RegisterAccountNameParameters, RegisterAccountNameReturnType } from '../actions/registerAccountName.js';
import type { ConnectConfig } from '../core/index.js';
import { QUERY_KEY_ROOT } from './queryKeys.js';

/** How long name suggestions stay fresh: 30 s (a suggested name can be registered by someone else meanwhile). */
export const NAME_SUGGESTIONS_STALE_TIME = 30_000;

/** Query key of the suggestions for a typed name. */
export function nameSuggestionsQueryKey(name: string | undefined) {
  return [QUERY_KEY_ROOT, 'nameSuggestions', name?.trim().toLowerCase() ?? null] as const;
}

/** Query options of the name suggestions for a typed name; off while nothing is typed. Not retried. */
export function nameSuggestionsQueryOptions(config: ConnectConfig, params: { name: string | undefined }) {
  const { name } = params;
  return {
    queryKey: nameSuggestionsQueryKey(name),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<GetNameSuggestionsReturnType> => {
      if (name === undefined) return Promise.reject(new Error('A name is required'));
      return getNameSuggestions(config, { name, signal });
    },
    enabled: name !== undefined && name.trim() !== '',
    staleTime: NAME_SUGGESTIONS_STALE_TIME,
    retry: false,
  } as const;
}

/**
 * Mutation options for {@link registerAccountName}: never retried; once a name is registered the identity and
 * names queries are refreshed, so the Account view shows it.
 */
export function registerAccountNameMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'registerAccountName'] as const,
    mutationFn: async (variables: RegisterAccountNameParameters, context?: MutationFunctionContext): Promise<RegisterAccountNameReturnType> => {
      const registered = await registerAccountName(config, variables);
      if (context) {
        await Promise.all([
          context.client.invalidateQueries({ queryKey: [QUERY_KEY_ROOT, 'identity'] }),
          context.client.invalidateQueries({ queryKey: [QUERY_KEY_ROOT, 'names'] }),
        ]);
      }
      return registered;
    },
    retry: false,
  } as const;
}
