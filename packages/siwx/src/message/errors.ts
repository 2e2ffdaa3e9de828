/** The error every sign-in message function throws, with a reason code a program can branch on. */

/** Why a sign-in message or its fields were refused. */
export type SiwxMessageErrorReason =
  /** A field that the message needs is absent, or is not a string (a resource list that is not an array). */
  | 'missing-field'
  /** The scheme before the domain is not an RFC 3986 scheme. */
  | 'invalid-scheme'
  /** The domain is not a non-empty RFC 3986 authority. */
  | 'invalid-domain'
  /** The address is not valid for the chain's namespace (EIP-55 for EVM, 32-byte base58 for Solana, a Bitcoin address of the chain's network). */
  | 'invalid-address'
  /** The statement holds a line break or a character EIP-4361 does not allow. */
  | 'invalid-statement'
  /** The URI is not an RFC 3986 URI. */
  | 'invalid-uri'
  /** The version is not `1`. */
  | 'invalid-version'
  /** The chain id is not a CAIP-2 chain id, or its reference is not valid for its namespace. */
  | 'invalid-chain-id'
  /** The chain id's namespace is not `eip155`, `solana` or `bip122`. */
  | 'unsupported-namespace'
  /** A `bip122` chain id that names no Bitcoin network this package knows (mainnet, testnet3, testnet4, signet, regtest). */
  | 'unsupported-chain'
  /** The nonce is not at least 8 ASCII letters and digits. */
  | 'invalid-nonce'
  /** The issued-at time is not an RFC 3339 date-time. */
  | 'invalid-issued-at'
  /** The expiration time is not an RFC 3339 date-time. */
  | 'invalid-expiration-time'
  /** The not-before time is not an RFC 3339 date-time. */
  | 'invalid-not-before'
  /** The request id holds a character outside RFC 3986 `pchar`. */
  | 'invalid-request-id'
  /** A resource is not an RFC 3986 URI. */
  | 'invalid-resource'
  /** The message text is not a string. */
  | 'not-a-string'
  /** The first line is not `[scheme://]domain wants you to sign in with your <Ethereum|Solana|Bitcoin> account:`. */
  | 'invalid-preamble'
  /** The text ends before a line the grammar requires. */
  | 'missing-line'
  /** A line is not the one the grammar expects at that place: out of order, repeated, unknown, or an empty line. */
  | 'unexpected-line'
  /** The text ends with a line break, which the grammar does not allow. */
  | 'trailing-newline'
  /** The text holds a carriage return: lines end with a line feed alone. */
  | 'carriage-return';

/** A sign-in message, or the fields for one, that do not follow EIP-4361 / CAIP-122. */
export class SiwxMessageError extends Error {
  override readonly name = 'SiwxMessageError';
  /** The reason code. */
  readonly reason: SiwxMessageErrorReason;
  /** For a message text: the 1-based line the problem is on, when there is one. */
  readonly line: number | undefined;

  constructor(reason: SiwxMessageErrorReason, message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.reason = reason;
    this.line = line;
  }
}
