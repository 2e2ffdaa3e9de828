/** One line of the approval card: a label and its value; `block` values are shown in a scrollable box. */
export interface ApprovalField {
  readonly label: string;
  readonly value: string;
  readonly block?: boolean;
}

/** Everything the approval card shows about a request. */
export interface ApprovalDescription {
  /** Heading: 'Sign message', 'Sign typed data', 'Send transaction', 'Send calls', 'Sign Solana transaction', ... */
  readonly title: string;
  readonly method: string;
  /** The network's name and CAIP-2 id, e.g. 'Ethereum (eip155:1)'. */
  readonly network: string;
  readonly fields: readonly ApprovalField[];
}

const NETWORK_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:10': 'OP Mainnet',
  'eip155:137': 'Polygon',
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'eip155:11155111': 'Sepolia',
  'eip155:31337': 'Local chain',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
};

/** 'Ethereum (eip155:1)' for a known network, else the CAIP-2 id itself. */
export function networkLabel(chainId: string): string {
  const name = Object.hasOwn(NETWORK_NAMES, chainId) ? NETWORK_NAMES[chainId] : undefined;
  return name ? `${name} (${chainId})` : chainId;
}
