/** Chain namespaces the modal knows how to address, in CAIP-2 spelling. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const;

/** One of the known CAIP-2 chain namespaces. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

const KNOWN: ReadonlySet<unknown> = new Set<unknown>(CHAIN_NAMESPACES);

/** True when `value` is exactly one of {@link CHAIN_NAMESPACES} (case-sensitive, as CAIP-2 requires). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return KNOWN.has(value);
}
