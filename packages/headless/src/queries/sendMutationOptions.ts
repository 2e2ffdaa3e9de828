import { send } from '../actions/send.js';
import type { SendParameters, SendReturnType } from '../actions/send.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { evmChainIdToCoinType } from '../services/createNameServiceClient.js';
import { getDataServices } from '../services/getDataServices.js';
import { QUERY_KEY_ROOT, QUERY_STALE_TIMES } from './queryKeys.js';

/** Ethereum's coin type (SLIP-44), under which names hold their EVM address by default. */
const ETHEREUM_COIN_TYPE = '60';

/**
 * The address a name points at on an EVM network, asked of the name service now: the network's own coin type
 * (ENSIP-11) first, then Ethereum's. Undefined when nobody holds the name or it has no EVM address.
 */
export async function resolveSendName(config: ConnectConfig, name: string, network: CaipNetwork): Promise<string | undefined> {
  const profile = await getDataServices(config).names.resolveName(name, { caipNetworkId: network.caipNetworkId });
  if (!profile) return undefined;
  const chainId = Number(network.id);
  const own = chainId === 1 ? ETHEREUM_COIN_TYPE : String(evmChainIdToCoinType(chainId));
  return profile.addresses[own]?.address ?? profile.addresses[ETHEREUM_COIN_TYPE]?.address;
}

/** The variables of a send: the form's fields; names are resolved through the name service unless told otherwise. */
export type SendVariables = SendParameters;

/** Mutation options for {@link send}: never retried, names resolved again at submit. */
export function sendMutationOptions(config: ConnectConfig) {
  return {
    mutationKey: [QUERY_KEY_ROOT, 'send'] as const,
    mutationFn: (variables: SendVariables): Promise<SendReturnType> =>
      send(config, { ...variables, resolveName: variables.resolveName ?? ((name, network) => resolveSendName(config, name, network)) }),
    retry: false,
  } as const;
}

/** Query key of a receiver name's address on a network. */
export function sendNameQueryKey(caipNetworkId: string | undefined, name: string | undefined) {
  return [QUERY_KEY_ROOT, 'sendName', caipNetworkId ?? null, name?.toLowerCase() ?? null] as const;
}

/** Query options for the address a typed receiver name points at, to show beside it (names: eip155 only). */
export function sendNameQueryOptions(config: ConnectConfig, params: { name: string | undefined; network: CaipNetwork | undefined }) {
  const { name, network } = params;
  return {
    queryKey: sendNameQueryKey(network?.caipNetworkId, name),
    queryFn: async (): Promise<string | null> => {
      if (!name || !network) throw new Error('A name and a network are required');
      return (await resolveSendName(config, name, network)) ?? null;
    },
    enabled: Boolean(name && network?.chainNamespace === 'eip155'),
    staleTime: QUERY_STALE_TIMES.names,
    retry: false,
  } as const;
}
