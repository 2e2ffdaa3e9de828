import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from 'viem';

/** Human-readable parts of segwit addresses: mainnet, testnet (and signet), regtest. */
const SEGWIT_PREFIXES: ReadonlySet<string> = new Set(['bc', 'tb', 'bcrt']);
/** Version bytes of base58check addresses: P2PKH and P2SH on mainnet, then on testnet. */
const LEGACY_VERSIONS: ReadonlySet<number> = new Set([0x00, 0x05, 0x6f, 0xc4]);
/** BIP-173: a segwit address is at most 90 characters. */
const MAX_SEGWIT_LENGTH = 90;
/** A base58check address of a 21-byte payload is at most 35 characters. */
const MAX_LEGACY_LENGTH = 35;

const base58check = createBase58check((data) => sha256(data, 'bytes'));

function isSegwitAddress(address: string): boolean {
  if (address.length > MAX_SEGWIT_LENGTH) return false;
  // The checksum constant tells the encodings apart: version 0 must be bech32, every later version bech32m (BIP-350).
  const asBech32 = bech32.decodeUnsafe(address, MAX_SEGWIT_LENGTH);
  const decoded = asBech32 ?? bech32m.decodeUnsafe(address, MAX_SEGWIT_LENGTH);
  if (!decoded || !SEGWIT_PREFIXES.has(decoded.prefix)) return false;
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16 || (version === 0) !== (asBech32 !== undefined)) return false;
  const program = bech32.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

function isLegacyAddress(address: string): boolean {
  if (address.length > MAX_LEGACY_LENGTH) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && LEGACY_VERSIONS.has(payload[0] ?? -1);
  } catch {
    return false;
  }
}

/**
 * True for a Bitcoin address of mainnet, testnet or regtest whose checksum holds: base58check P2PKH and
 * P2SH, bech32 segwit version 0 (20- or 32-byte programs) and bech32m for later versions (taproot).
 */
export function isBitcoinAddress(address: string): boolean {
  return isSegwitAddress(address) || isLegacyAddress(address);
}
