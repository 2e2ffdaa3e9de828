/** The rule of each field of a sign-in message, shared by the formatter and the parser. */
import { SiwxMessageError, type SiwxMessageErrorReason } from './errors.js';
import { isAuthority, isPchars, isScheme, isUri } from './rfc3986.js';
import { isDateTime } from './rfc3339.js';

const NONCE = /^[A-Za-z0-9]{8,}$/;
// statement = *( reserved / unreserved / " " ) (EIP-4361): printable ASCII but `"%<>\^`{|}`, and no line break.
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/;

/** Whether `nonce` is a valid sign-in nonce: at least 8 ASCII letters and digits (EIP-4361 `8*( ALPHA / DIGIT )`). */
export function isValidNonce(nonce: string): boolean {
  return typeof nonce === 'string' && NONCE.test(nonce);
}

/** Whether `statement` fits EIP-4361's `statement` rule (RFC 3986 reserved and unreserved characters and spaces). */
export function isStatement(statement: string): boolean {
  return STATEMENT.test(statement);
}

function fail(reason: SiwxMessageErrorReason, message: string, line: number | undefined): never {
  throw new SiwxMessageError(reason, message, line);
}

/** Checks the URI scheme that may stand before the domain. */
export function checkScheme(scheme: string, line?: number): void {
  if (!isScheme(scheme)) fail('invalid-scheme', `${JSON.stringify(scheme)} is not an RFC 3986 URI scheme.`, line);
}

/** Checks the domain: a non-empty RFC 3986 authority (`host`, `host:port`, `user@host:port`). */
export function checkDomain(domain: string, line?: number): void {
  if (domain === '') fail('invalid-domain', 'The domain is empty.', line);
  if (!isAuthority(domain)) {
    fail('invalid-domain', `${JSON.stringify(domain)} is not an RFC 3986 authority (host[:port]).`, line);
  }
}

/** Checks the statement: no line break, only the characters EIP-4361 allows. */
export function checkStatement(statement: string, line?: number): void {
  if (/[\r\n]/.test(statement)) fail('invalid-statement', 'The statement contains a line break.', line);
  if (!isStatement(statement)) {
    const bad = [...statement].find((char) => !isStatement(char)) ?? '';
    fail(
      'invalid-statement',
      `The statement contains ${JSON.stringify(bad)}, which EIP-4361 does not allow (only ASCII letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=).`,
      line,
    );
  }
}

/** Checks the URI the sign-in is for. */
export function checkUri(uri: string, line?: number): void {
  if (!isUri(uri)) fail('invalid-uri', `${JSON.stringify(uri)} is not an RFC 3986 URI.`, line);
}

/** Checks the version: always `1`. */
export function checkVersion(version: string, line?: number): void {
  if (version !== '1') fail('invalid-version', `The version must be "1", got ${JSON.stringify(version)}.`, line);
}

/** Checks the nonce. */
export function checkNonce(nonce: string, line?: number): void {
  if (!isValidNonce(nonce)) {
    fail('invalid-nonce', `The nonce ${JSON.stringify(nonce)} is not at least 8 ASCII letters and digits.`, line);
  }
}

const TIME_NAMES = {
  'invalid-issued-at': 'issued-at time',
  'invalid-expiration-time': 'expiration time',
  'invalid-not-before': 'not-before time',
} as const;

/** Checks one of the time fields. */
export function checkTime(reason: keyof typeof TIME_NAMES, time: string, line?: number): void {
  if (!isDateTime(time)) {
    fail(
      reason,
      `The ${TIME_NAMES[reason]} ${JSON.stringify(time)} is not an RFC 3339 date-time (such as 2021-09-30T16:25:24.000Z).`,
      line,
    );
  }
}

/** Checks the request id: any run of RFC 3986 `pchar`, possibly empty. */
export function checkRequestId(requestId: string, line?: number): void {
  if (!isPchars(requestId)) {
    fail('invalid-request-id', `The request id ${JSON.stringify(requestId)} holds characters outside RFC 3986 pchar.`, line);
  }
}

/** Checks one resource. */
export function checkResource(resource: string, line?: number): void {
  if (!isUri(resource)) fail('invalid-resource', `The resource ${JSON.stringify(resource)} is not an RFC 3986 URI.`, line);
}
