/** CAIP-2 chain ids of the namespaces a sign-in message can be for, and the networks behind them. */
import type { SiwxNamespace } from '../types.js';
import { SiwxMessageError } from './errors.js';

// CAIP-2: chain_id = namespace ":" reference; namespace = [-a-z0-9]{3,8}; reference = [-_a-zA-Z0-9]{1,32}
const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/;
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;

/** The reference each namespace's CAIP-2 profile allows (EIP-155 decimal, CAIP-30 Solana, CAIP-4 bip122). */
const REFERENCE: Readonly<Record<SiwxNamespace, { readonly pattern: RegExp; readonly rule: string }>> = {
  // EIP-4361 writes the chain id as `1*DIGIT`; leading zeros are refused so that one chain has one text.
  eip155: { pattern: /^(?:0|[1-9][0-9]{0,31})$/, rule: 'a decimal EIP-155 chain id without leading zeros' },
  solana: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32}$/, rule: 'the first 32 base58 characters of the genesis hash' },
  bip122: { pattern: /^[0-9a-f]{32}$/, rule: 'the first 32 lower-case hex characters of the genesis block hash' },
};

/** The blockchain name a message's first line gives for each namespace. */
export const ACCOUNT_NAMES: Readonly<Record<SiwxNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
};

/** A Bitcoin network: the prefixes its addresses are written with. */
export interface BitcoinNetwork {
  readonly name: string;
  /** bech32 human-readable part. */
  readonly bech32: string;
  /** Base58Check version bytes of P2PKH and P2SH addresses. */
  readonly pubKeyHash: number;
  readonly scriptHash: number;
}

const TEST_PREFIXES = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 } as const;

/** The Bitcoin networks by CAIP-4 reference (the first 32 hex characters of their genesis block hash). */
export const BITCOIN_NETWORKS: Readonly<Record<string, BitcoinNetwork>> = {
  '000000000019d6689c085ae165831e93': { name: 'mainnet', bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  '000000000933ea01ad0ee984209779ba': { name: 'testnet3', ...TEST_PREFIXES },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'testnet4', ...TEST_PREFIXES },
  '00000008819873e925422c1ff0f99f7c': { name: 'signet', ...TEST_PREFIXES },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'regtest', ...TEST_PREFIXES, bech32: 'bcrt' },
};

function isNamespace(namespace: string): namespace is SiwxNamespace {
  return Object.hasOwn(REFERENCE, namespace);
}

/** A chain id taken apart. */
export interface ResolvedChain {
  readonly namespace: SiwxNamespace;
  readonly reference: string;
}

/**
 * Takes a CAIP-2 chain id apart and checks its reference against its namespace's rule.
 *
 * @throws {SiwxMessageError} `invalid-chain-id` or `unsupported-namespace`.
 */
export function resolveChainId(chainId: string, line?: number): ResolvedChain {
  if (typeof chainId !== 'string') {
    throw new SiwxMessageError(
      'invalid-chain-id',
      `The chain id must be a CAIP-2 string such as "eip155:1", got ${typeof chainId} ${String(chainId)}.`,
      line,
    );
  }
  const colon = chainId.indexOf(':');
  const namespace = chainId.slice(0, colon);
  const reference = chainId.slice(colon + 1);
  const known = isNamespace(namespace);
  // A known namespace's own rule (below) is narrower than CAIP-2's reference and says more about what is wrong.
  if (colon === -1 || !CAIP2_NAMESPACE.test(namespace) || (!known && !CAIP2_REFERENCE.test(reference))) {
    throw new SiwxMessageError(
      'invalid-chain-id',
      `${JSON.stringify(chainId)} is not a CAIP-2 chain id ("namespace:reference", such as "eip155:1").`,
      line,
    );
  }
  if (!known) {
    throw new SiwxMessageError(
      'unsupported-namespace',
      `The namespace "${namespace}" of ${JSON.stringify(chainId)} is not one of eip155, solana and bip122.`,
      line,
    );
  }
  const { pattern, rule } = REFERENCE[namespace];
  if (!pattern.test(reference)) {
    throw new SiwxMessageError(
      'invalid-chain-id',
      `The ${namespace} chain reference ${JSON.stringify(reference)} is not ${rule}.`,
      line,
    );
  }
  return { namespace, reference };
}

/**
 * The namespace of a CAIP-2 chain id (`eip155:1` gives `eip155`), after checking that the id is well formed for it.
 *
 * @throws {SiwxMessageError} `invalid-chain-id` when the text is not a CAIP-2 chain id or its reference does not
 *   fit its namespace; `unsupported-namespace` when the namespace is not `eip155`, `solana` or `bip122`.
 */
export function namespaceOfChainId(chainId: string): SiwxNamespace {
  return resolveChainId(chainId).namespace;
}

/**
 * The Bitcoin network a `bip122` reference names.
 *
 * @throws {SiwxMessageError} `unsupported-chain` for a genesis hash of no known Bitcoin network.
 */
export function bitcoinNetworkOf(reference: string, line?: number): BitcoinNetwork {
  const network = Object.hasOwn(BITCOIN_NETWORKS, reference) ? BITCOIN_NETWORKS[reference] : undefined;
  if (!network) {
    throw new SiwxMessageError(
      'unsupported-chain',
      `bip122:${reference} is not a Bitcoin network this package knows (mainnet, testnet3, testnet4, signet, regtest).`,
      line,
    );
  }
  return network;
}
