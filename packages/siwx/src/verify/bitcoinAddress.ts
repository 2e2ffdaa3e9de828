import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer';

/** Regtest: testnet's base58 versions with its own bech32 prefix. */
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' };

/** The Bitcoin address kinds a sign-in signature can be checked for. */
export type BitcoinAddress =
  | { readonly type: 'p2pkh'; readonly hash: Uint8Array; readonly script: Uint8Array }
  | { readonly type: 'p2sh'; readonly hash: Uint8Array; readonly script: Uint8Array }
  | { readonly type: 'p2wpkh'; readonly hash: Uint8Array; readonly script: Uint8Array }
  | { readonly type: 'p2tr'; readonly outputKey: Uint8Array; readonly script: Uint8Array };

/**
 * Decodes a mainnet, testnet (and signet) or regtest address: P2PKH, P2SH, P2WPKH or P2TR. Anything else
 * (malformed, bad checksum, P2WSH, future witness versions) is `undefined`: no sign-in signature is checked for it.
 */
export function decodeBitcoinAddress(address: string): BitcoinAddress | undefined {
  for (const network of [NETWORK, TEST_NETWORK, REGTEST_NETWORK]) {
    let decoded: ReturnType<ReturnType<typeof Address>['decode']>;
    try {
      decoded = Address(network).decode(address);
    } catch {
      continue;
    }
    const script = OutScript.encode(decoded);
    switch (decoded.type) {
      case 'pkh':
        return { type: 'p2pkh', hash: decoded.hash, script };
      case 'sh':
        return { type: 'p2sh', hash: decoded.hash, script };
      case 'wpkh':
        return { type: 'p2wpkh', hash: decoded.hash, script };
      case 'tr':
        return { type: 'p2tr', outputKey: decoded.pubkey, script };
      default:
        return undefined;
    }
  }
  return undefined;
}
