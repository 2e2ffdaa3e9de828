/** Whether an account address is written as its namespace writes it, for the chain the message is for. */
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { getAddress } from 'viem';
import type { SiwxNamespace } from '../types.js';
import { bitcoinNetworkOf, type BitcoinNetwork } from './chainId.js';
import { SiwxMessageError } from './errors.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const base58check = createBase58check(sha256);

/** An EIP-55 checksummed EVM address (`0x` and 40 hex digits whose letter case is the checksum). */
export function isEip55Address(address: string): boolean {
  return EVM_ADDRESS.test(address) && getAddress(address) === address;
}

/** A Solana address: base58 of a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (!BASE58.test(address)) return false;
  // base58 has one text per byte string, so decoding to 32 bytes proves the text is the key's own.
  return base58.decode(address).length === 32;
}

/** A segregated-witness address (BIP-173 bech32 for version 0, BIP-350 bech32m for versions 1 to 16). */
function isSegwitAddress(address: string, network: BitcoinNetwork): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  if (!address.toLowerCase().startsWith(`${network.bech32}1`)) return false;
  for (const [coder, versionZero] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    const decoded = coder.decodeUnsafe(address, 90);
    if (!decoded || decoded.prefix !== network.bech32) continue;
    const [version, ...data] = decoded.words;
    const program = coder.fromWordsUnsafe(data);
    if (version === undefined || version > 16 || !program) return false;
    if ((version === 0) !== versionZero) return false;
    if (program.length < 2 || program.length > 40) return false;
    return version !== 0 || program.length === 20 || program.length === 32;
  }
  return false;
}

/** A legacy Base58Check address: P2PKH or P2SH of the network, a version byte and a 20-byte hash. */
function isBase58Address(address: string, network: BitcoinNetwork): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return false;
  }
  return payload.length === 21 && (payload[0] === network.pubKeyHash || payload[0] === network.scriptHash);
}

/** A Bitcoin address of `network`: P2PKH, P2SH, P2WPKH, P2WSH, P2TR or a later witness version. */
export function isBitcoinAddress(address: string, network: BitcoinNetwork): boolean {
  return isSegwitAddress(address, network) || isBase58Address(address, network);
}

const RULES: Readonly<Record<SiwxNamespace, string>> = {
  eip155: 'an EIP-55 checksummed EVM address',
  solana: 'a Solana address (base58 of a 32-byte public key)',
  bip122: 'a Bitcoin address',
};

/**
 * Checks that `address` is an account of the chain `namespace:reference`.
 *
 * @throws {SiwxMessageError} `invalid-address`, or `unsupported-chain` for an unknown Bitcoin network.
 */
export function checkAddress(namespace: SiwxNamespace, reference: string, address: string, line?: number): void {
  let valid: boolean;
  let rule = RULES[namespace];
  if (namespace === 'eip155') valid = isEip55Address(address);
  else if (namespace === 'solana') valid = isSolanaAddress(address);
  else {
    const network = bitcoinNetworkOf(reference, line);
    rule = `a Bitcoin ${network.name} address`;
    valid = isBitcoinAddress(address, network);
  }
  if (!valid) {
    throw new SiwxMessageError('invalid-address', `${JSON.stringify(address)} is not ${rule}.`, line);
  }
}
