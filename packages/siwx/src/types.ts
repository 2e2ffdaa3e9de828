/** The shapes every part of the sign-in package shares: messages, signed sign-ins and sessions. */

/** A chain namespace a sign-in message can be for. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122';

/**
 * The fields of a sign-in message (EIP-4361 for `eip155`, CAIP-122 for `solana` and `bip122`). Times are
 * RFC 3339 / ISO 8601 strings exactly as written in the message text.
 */
export interface SiwxMessageFields {
  /** URI scheme before the domain (`https`), when the message names one. */
  readonly scheme?: string;
  /** RFC 3986 authority that asks for the sign-in (`example.com`, `example.com:8443`). */
  readonly domain: string;
  /** The account, as the namespace writes it (EIP-55 checksummed for EVM, base58 for Solana, bech32/base58 for Bitcoin). */
  readonly address: string;
  /** Human-readable assertion; no line breaks. */
  readonly statement?: string;
  /** RFC 3986 URI of the resource that is the subject of the signing. */
  readonly uri: string;
  /** Always `1`. */
  readonly version: '1';
  /** CAIP-2 chain id: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, `bip122:000000000019d6689c085ae165831e93`. */
  readonly chainId: string;
  /** At least 8 alphanumeric characters, issued by the server. */
  readonly nonce: string;
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** A message the visitor signed: its exact text (the bytes signed, UTF-8) and the signature. */
export interface SignedSiwxMessage {
  /** The exact text the wallet signed. For Solana's `solana:signIn`, the text of the wallet's `signedMessage`. */
  readonly message: string;
  /**
   * The signature: `0x` hex for EVM (65-byte ECDSA, ERC-1271 bytes or an ERC-6492 wrapper), base58 of the
   * 64-byte ed25519 signature for Solana, base64 for Bitcoin (BIP-322 simple witness, or BIP-137 65 bytes).
   */
  readonly signature: string;
  /** Solana: base58 of the 32-byte public key when the address alone does not give it (it does for Solana). */
  readonly publicKey?: string;
}

/** A sign-in session, as the server keeps it and the client stores it. */
export interface SiwxSession {
  /** Opaque id (at least 128 random bits, base64url) that names the session to the server. */
  readonly id: string;
  readonly address: string;
  /** CAIP-2 chain id of the message. */
  readonly chainId: string;
  readonly message: string;
  readonly signature: string;
  /** ISO time the session was created. */
  readonly issuedAt: string;
  /** ISO time it ends: the message's expiration time, or the server's session lifetime. */
  readonly expiresAt: string;
}
