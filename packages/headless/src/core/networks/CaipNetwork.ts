import type { CaipNetworkId, ChainNamespace } from '../validation/index.js';

export type { CaipNetworkId };

/** A network the product can connect to, in any namespace. EVM networks are viem chains plus CAIP fields. */
export interface CaipNetwork {
  readonly id: number | string;
  readonly name: string;
  readonly network?: string;
  readonly caipNetworkId: CaipNetworkId;
  readonly deprecatedCaipNetworkId?: CaipNetworkId;
  readonly chainNamespace: ChainNamespace;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] };
    readonly chainDefault?: { readonly http: readonly string[]; readonly webSocket?: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly testnet?: boolean;
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
  /** Well-known contracts, as viem describes them (multicall3, ENS); EVM only. */
  readonly contracts?: Readonly<Record<string, unknown>>;
}
