import type { SignedSiwxMessage, SiwxNamespace } from '../types.js';
import { SiwxVerifyError } from './SiwxVerifyError.js';
import { verifyBip122Signature } from './verifyBip122Signature.js';
import { verifyEip155Signature } from './verifyEip155Signature.js';
import { verifySolanaSignature } from './verifySolanaSignature.js';

/** What {@link verifySiwxSignature} checks, and where it may reach an EVM chain. */
export interface VerifySiwxSignatureInput {
  /** CAIP-2 chain id of the sign-in (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, `bip122:000000000019d6689c085ae165831e93`). */
  readonly chainId: string;
  /** The account that must have signed, as the namespace writes it. */
  readonly address: string;
  /** The exact text signed and its signature. */
  readonly signed: SignedSiwxMessage;
  /**
   * The RPC URL of an EVM chain (given its CAIP-2 id), used for smart-account signatures (ERC-1271, ERC-6492).
   * An EOA signature that recovers to the address needs none.
   */
  readonly rpcUrl?: (chainId: string) => string | undefined;
  /** The fetch RPC requests go through (default: the global fetch). */
  readonly fetch?: typeof fetch;
}

/** CAIP-2: `namespace:reference`. */
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const NAMESPACES: readonly SiwxNamespace[] = ['eip155', 'solana', 'bip122'];

function namespaceOf(chainId: unknown): SiwxNamespace {
  const match = typeof chainId === 'string' ? CAIP2.exec(chainId) : null;
  if (!match) throw new SiwxVerifyError('INVALID_INPUT', `Not a CAIP-2 chain id: ${String(chainId)}`);
  const namespace = match[1] as SiwxNamespace;
  if (!NAMESPACES.includes(namespace)) {
    throw new SiwxVerifyError('UNSUPPORTED_NAMESPACE', `Sign-in signatures on ${namespace} chains are not supported (eip155, solana, bip122 are)`);
  }
  return namespace;
}

function checkInput(input: VerifySiwxSignatureInput): void {
  const signed = input.signed as Partial<SignedSiwxMessage> | undefined;
  if (typeof input.address !== 'string') throw new SiwxVerifyError('INVALID_INPUT', 'The address must be a string');
  if (typeof signed?.message !== 'string') throw new SiwxVerifyError('INVALID_INPUT', 'The signed message must be a string');
  if (typeof signed.signature !== 'string') throw new SiwxVerifyError('INVALID_INPUT', 'The signature must be a string');
  if (signed.publicKey !== undefined && typeof signed.publicKey !== 'string') {
    throw new SiwxVerifyError('INVALID_INPUT', 'The public key, when given, must be a string');
  }
}

/**
 * Whether `signed.signature` is a valid signature by `address` over the UTF-8 bytes of `signed.message`.
 * - `eip155`: EIP-191 personal-message ECDSA (no RPC), else ERC-6492 or ERC-1271 on the chain's RPC;
 * - `solana`: ed25519 by the base58 public key that is the address, signature base58;
 * - `bip122`: BIP-322 simple (P2WPKH, P2TR) or BIP-137 (P2PKH, P2SH-P2WPKH, P2WPKH), signature base64.
 *
 * Resolves `false` for a wrong or malformed signature or address; rejects with {@link SiwxVerifyError} only when
 * the check cannot be made (malformed chain id, unsupported namespace, no usable RPC for an EVM smart account).
 */
export async function verifySiwxSignature(input: VerifySiwxSignatureInput): Promise<boolean> {
  const namespace = namespaceOf(input.chainId);
  checkInput(input);
  const { address, signed } = input;
  switch (namespace) {
    case 'eip155':
      return verifyEip155Signature(input.chainId, address, signed.message, signed.signature, { rpcUrl: input.rpcUrl, fetch: input.fetch });
    case 'solana':
      return verifySolanaSignature(address, signed.message, signed.signature, signed.publicKey);
    case 'bip122':
      return verifyBip122Signature(address, signed.message, signed.signature);
  }
}
