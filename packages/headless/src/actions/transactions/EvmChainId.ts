import type { ConnectConfig } from '../../core/index.js';

type EvmIdOf<network> = network extends { readonly chainNamespace: infer namespace; readonly id: infer id }
  ? 'eip155' extends namespace
    ? Extract<id, number>
    : never
  : never;

/** The chain id of an EVM network of the config (another one is a type error); any number for an untyped config. */
export type EvmChainId<config extends ConnectConfig = ConnectConfig> = EvmIdOf<config['options']['networks'][number]>;
