'use client';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConnectConfig } from '../core/index.js';
import { onrampOptionsQueryOptions } from '../queries/onrampQueryOptions.js';
import type { OnrampOptions } from '../services/blockchainApiSchemas.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useConnectQueryClient } from './queryClient.js';
import type { ConfigParameter, QueryParameter, ResolvedRegister } from './types.js';

/** Parameters of useOnrampOptions. */
export interface UseOnrampOptionsParameters<config extends ConnectConfig = ConnectConfig, selectData = OnrampOptions>
  extends ConfigParameter<config>,
    QueryParameter<OnrampOptions, Error, selectData> {}

/** The onramp options query. */
export type UseOnrampOptionsReturnType<selectData = OnrampOptions> = UseQueryResult<selectData, Error>;

/**
 * The onramp options (payment currencies and limits, purchase currencies and networks, providers): fresh for
 * 5 minutes, shared with `useOnrampQuote`; never fetched while the `onramp` feature is off.
 */
export function useOnrampOptions<config extends ConnectConfig = ResolvedRegister['config'], selectData = OnrampOptions>(
  parameters: UseOnrampOptionsParameters<config, selectData> = {},
): UseOnrampOptionsReturnType<selectData> {
  const config = useConnectConfig(parameters);
  const options = onrampOptionsQueryOptions(config);
  const { query } = parameters;
  return useQuery(
    { ...options, ...query, queryKey: options.queryKey, queryFn: options.queryFn, enabled: options.enabled && (query?.enabled ?? true) },
    useConnectQueryClient({ config }),
  );
}
