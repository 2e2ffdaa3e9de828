import { base64 } from '@scure/base';
import { verifyBip137 } from './bip137.js';
import { verifyBip322Simple } from './bip322.js';
import { decodeBitcoinAddress } from './bitcoinAddress.js';

function decodeBase64(text: string): Uint8Array | undefined {
  try {
    return base64.decode(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks a Bitcoin sign-in signature (base64) over the UTF-8 bytes of `message`: BIP-322 simple for P2WPKH and
 * P2TR addresses, BIP-137 for P2PKH, P2SH-P2WPKH and P2WPKH (header matching the address type). Mainnet,
 * testnet and regtest addresses are accepted. Anything malformed or unsupported is `false`.
 */
export function verifyBip122Signature(address: string, message: string, signature: string): boolean {
  const decoded = decodeBitcoinAddress(address);
  const bytes = decodeBase64(signature);
  if (!decoded || !bytes || bytes.length === 0) return false;
  const text = new TextEncoder().encode(message);
  return verifyBip322Simple(decoded, text, bytes) || verifyBip137(decoded, text, bytes);
}
