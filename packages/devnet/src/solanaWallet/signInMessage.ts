// Runs in the page and in Node: no dependencies.

/** Input of the Wallet Standard `solana:signIn` feature (Sign In With Solana); every field is optional. */
export interface SolanaSignInInput {
  /** The site's host (RFC 3986 authority); the wallet puts the requesting page's host when it is missing. */
  readonly domain?: string;
  /** The account to sign in with (base58); the wallet's current account when missing. */
  readonly address?: string;
  /** Human-readable statement, on one line. */
  readonly statement?: string;
  readonly uri?: string;
  readonly version?: string;
  /** Such as `mainnet`, `devnet` or `localnet`. */
  readonly chainId?: string;
  readonly nonce?: string;
  /** ISO 8601 date-times. */
  readonly issuedAt?: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

/** A sign-in input whose domain and address are known, as the message needs them. */
export type CompleteSolanaSignInInput = SolanaSignInInput & { readonly domain: string; readonly address: string };

const TEXT_FIELDS = [
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
] as const;

/**
 * Checks a sign-in input as it comes from a site: an object whose fields are strings without line breaks (the
 * message is line-based) and whose resources are a list of such strings. Throws a TypeError naming the field.
 */
export function checkSignInInput(input: unknown): asserts input is SolanaSignInInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new TypeError('The sign-in input must be an object');
  const record = input as Record<string, unknown>;
  const checkLine = (name: string, value: unknown): void => {
    if (typeof value !== 'string') throw new TypeError(`The sign-in input's ${name} must be a string`);
    if (/[\r\n]/.test(value)) throw new TypeError(`The sign-in input's ${name} must not contain a line break`);
  };
  for (const name of TEXT_FIELDS) {
    if (record[name] !== undefined) checkLine(name, record[name]);
  }
  if (record['domain'] === '') throw new TypeError("The sign-in input's domain must not be empty");
  const resources = record['resources'];
  if (resources !== undefined) {
    if (!Array.isArray(resources)) throw new TypeError("The sign-in input's resources must be a list of strings");
    resources.forEach((resource: unknown, index) => checkLine(`resources[${index}]`, resource));
  }
}

/**
 * The text of a Sign In With Solana message (CAIP-122), laid out as the Wallet Standard's reference utilities lay it
 * out: the domain's request and the address, the statement after a blank line when there is one, then after another
 * blank line one `Name: value` line per field present (URI, Version, Chain ID, Nonce, Issued At, Expiration Time,
 * Not Before, Request ID) and the resources as a `- ` list.
 */
export function createSignInMessageText(input: CompleteSolanaSignInInput): string {
  const head = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`;
  const statement = input.statement ? `\n\n${input.statement}` : '';
  const labelled: [string, string | undefined][] = [
    ['URI', input.uri],
    ['Version', input.version],
    ['Chain ID', input.chainId],
    ['Nonce', input.nonce],
    ['Issued At', input.issuedAt],
    ['Expiration Time', input.expirationTime],
    ['Not Before', input.notBefore],
    ['Request ID', input.requestId],
  ];
  const lines = labelled.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  if (input.resources) lines.push('Resources:', ...input.resources.map((resource) => `- ${resource}`));
  return `${head}${statement}${lines.length > 0 ? `\n\n${lines.join('\n')}` : ''}`;
}
