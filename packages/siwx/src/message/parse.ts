/** Reads the text of a sign-in message back into its fields, by the EIP-4361 / CAIP-122 grammar and nothing looser. */
import type { SiwxMessageFields, SiwxNamespace } from '../types.js';
import { checkAddress } from './addresses.js';
import { ACCOUNT_NAMES, resolveChainId } from './chainId.js';
import { SiwxMessageError } from './errors.js';
import {
  checkDomain,
  checkNonce,
  checkRequestId,
  checkResource,
  checkScheme,
  checkStatement,
  checkTime,
  checkUri,
  checkVersion,
} from './fieldRules.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The lines of the text, read front to back. No production of the grammar derives a line feed except the `LF`
 * between productions, so the grammar's structure is exactly this sequence of lines.
 */
class Lines {
  private index = 0;
  constructor(private readonly lines: readonly string[]) {}

  /** The 1-based number of the line `next` returns. */
  get number(): number {
    return this.index + 1;
  }

  get done(): boolean {
    return this.index >= this.lines.length;
  }

  peek(): string | undefined {
    return this.lines[this.index];
  }

  /** The next line, which the grammar requires to be there. */
  next(expected: string): string {
    const line = this.lines[this.index];
    if (line === undefined) {
      throw new SiwxMessageError('missing-line', `The message ends where ${expected} is expected.`, this.number);
    }
    this.index += 1;
    return line;
  }

  /** The value of the next line, which must start with `label`. */
  field(label: string): string {
    const line = this.next(`"${label}"`);
    if (!line.startsWith(label)) {
      throw new SiwxMessageError(
        'unexpected-line',
        `Expected a line starting with "${label}", got ${JSON.stringify(line)}.`,
        this.index,
      );
    }
    return line.slice(label.length);
  }

  /** Steps back one line, to read it again as something else. */
  back(): void {
    this.index -= 1;
  }

  empty(after: string): void {
    const line = this.next(`an empty line after ${after}`);
    if (line !== '') {
      throw new SiwxMessageError('unexpected-line', `Expected an empty line after ${after}, got ${JSON.stringify(line)}.`, this.index);
    }
  }
}

const PREAMBLES = (Object.entries(ACCOUNT_NAMES) as [SiwxNamespace, string][]).map(
  ([namespace, name]) => [namespace, ` wants you to sign in with your ${name} account:`] as const,
);

function parsePreamble(line: string): { scheme?: string; domain: string; namespace: SiwxNamespace } {
  const found = PREAMBLES.find(([, suffix]) => line.endsWith(suffix));
  if (!found) {
    throw new SiwxMessageError(
      'invalid-preamble',
      `The first line must be "[scheme://]domain wants you to sign in with your <Ethereum|Solana|Bitcoin> account:", got ${JSON.stringify(line)}.`,
      1,
    );
  }
  const [namespace, suffix] = found;
  const origin = line.slice(0, -suffix.length);
  // An authority holds no "/", so the first "://" is the end of the scheme.
  const separator = origin.indexOf('://');
  if (separator === -1) {
    checkDomain(origin, 1);
    return { domain: origin, namespace };
  }
  const scheme = origin.slice(0, separator);
  const domain = origin.slice(separator + 3);
  checkScheme(scheme, 1);
  checkDomain(domain, 1);
  return { scheme, domain, namespace };
}

/** The optional lines after `Issued At:`, in the only order the grammar allows. */
const OPTIONAL_FIELDS = [
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
] as const;

function readOptionalFields(lines: Lines, fields: Mutable<SiwxMessageFields>): void {
  for (const [label, key] of OPTIONAL_FIELDS) {
    if (!lines.peek()?.startsWith(label)) continue;
    const value = lines.field(label);
    if (key === 'requestId') checkRequestId(value, lines.number - 1);
    else checkTime(key === 'expirationTime' ? 'invalid-expiration-time' : 'invalid-not-before', value, lines.number - 1);
    fields[key] = value;
  }
  if (lines.peek() === 'Resources:') {
    lines.next('"Resources:"');
    const resources: string[] = [];
    while (lines.peek()?.startsWith('- ')) {
      const resource = lines.field('- ');
      checkResource(resource, lines.number - 1);
      resources.push(resource);
    }
    fields.resources = resources;
  }
  if (!lines.done) {
    const line = lines.next('the end of the message');
    throw new SiwxMessageError(
      'unexpected-line',
      `${JSON.stringify(line)} is out of place: after "Issued At:" come only, in this order, "Expiration Time:", "Not Before:", "Request ID:", then "Resources:" and its "- " lines.`,
      lines.number - 1,
    );
  }
}

/**
 * The fields of a sign-in message text: EIP-4361 ("... with your Ethereum account:", `Chain ID: <decimal>`, read as
 * `eip155:<decimal>`) or CAIP-122 ("... with your Solana account:" / "... with your Bitcoin account:", the
 * `Chain ID:` line holding the CAIP-2 reference, read as `solana:<ref>` / `bip122:<ref>`).
 *
 * The text must follow the grammar exactly: each line in its place, lines ending with a line feed alone, no line
 * the grammar does not name, no final line break. The address must be valid for the namespace (EIP-55 for EVM,
 * base58 of 32 bytes for Solana, an address of the chain's network for Bitcoin). Optional fields that the text
 * leaves out are absent from the result (not `undefined`), so `parseSiwxMessage(formatSiwxMessage(f))` deep-equals
 * `f`.
 *
 * @throws {SiwxMessageError} with the reason and, where there is one, the line of the first problem found.
 */
export function parseSiwxMessage(text: string): SiwxMessageFields {
  if (typeof text !== 'string') throw new SiwxMessageError('not-a-string', `The message must be a string, got ${typeof text}.`);
  const carriageReturn = text.indexOf('\r');
  if (carriageReturn !== -1) {
    const line = text.slice(0, carriageReturn).split('\n').length;
    throw new SiwxMessageError('carriage-return', 'The message holds a carriage return: its lines end with a line feed alone.', line);
  }
  const all = text.split('\n');
  if (all.length > 1 && text.endsWith('\n')) {
    throw new SiwxMessageError('trailing-newline', 'The message ends with a line break, which the grammar does not allow.', all.length - 1);
  }
  const lines = new Lines(all);
  const preamble = parsePreamble(lines.next('the first line'));
  const address = lines.next('the address');
  lines.empty('the address');
  let statement: string | undefined;
  const afterGap = lines.next('the statement or an empty line');
  if (afterGap !== '' && preamble.namespace === 'solana' && afterGap.startsWith('URI: ') && lines.peek()?.startsWith('Version: ')) {
    // Sign In With Solana without a statement: wallets write the address, one empty line, then the fields.
    lines.back();
  } else if (afterGap !== '') {
    checkStatement(afterGap, lines.number - 1);
    statement = afterGap;
    lines.empty('the statement');
  } else if (lines.peek() === '') {
    // address LF LF statement LF LF with an empty statement: the grammar's `statement` may be empty.
    lines.next('an empty line');
    statement = '';
  }
  const uri = lines.field('URI: ');
  checkUri(uri, lines.number - 1);
  const version = lines.field('Version: ');
  checkVersion(version, lines.number - 1);
  const chainLine = lines.number;
  const reference = lines.field('Chain ID: ');
  const chainId = `${preamble.namespace}:${reference}`;
  resolveChainId(chainId, chainLine);
  checkAddress(preamble.namespace, reference, address, 2);
  const nonce = lines.field('Nonce: ');
  checkNonce(nonce, lines.number - 1);
  const issuedAt = lines.field('Issued At: ');
  checkTime('invalid-issued-at', issuedAt, lines.number - 1);

  const fields: Mutable<SiwxMessageFields> = {
    ...(preamble.scheme === undefined ? {} : { scheme: preamble.scheme }),
    domain: preamble.domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
  };
  readOptionalFields(lines, fields);
  return fields;
}
