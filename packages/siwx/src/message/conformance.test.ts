/**
 * The EIP-4361 conformance vectors of the reference implementation's test suite (82 vectors in six files), read
 * where they are kept beside the repository, never copied into it. Their field objects use the reference's names
 * and a numeric `chainId`; `toFields` maps them to ours explicitly (`chainId: 1` -> `"eip155:1"`, a `null` scheme ->
 * absent) and leaves out what is not a message field (`signature`, `time`, `domainBinding`, `matchNonce`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiwxMessageFields } from '../types.js';
import { SiwxMessageError, formatSiwxMessage, parseSiwxMessage, type SiwxMessageErrorReason } from './index.js';
import { parseWithReference } from './testing/siweReference.js';

const VECTORS = new URL('../../../../../shared/conformance/siwe/', import.meta.url);
type VectorFile = Record<string, unknown>;
const load = (name: string): VectorFile => JSON.parse(readFileSync(new URL(`${name}.json`, VECTORS), 'utf8')) as VectorFile;

const parsingPositive = load('parsing_positive') as Record<string, { message: string; fields: Record<string, unknown> }>;
const parsingNegative = load('parsing_negative') as Record<string, string>;
const parsingNegativeObjects = load('parsing_negative_objects') as Record<string, Record<string, unknown>>;
const verificationPositive = load('verification_positive') as Record<string, Record<string, unknown>>;
const verificationNegative = load('verification_negative') as Record<string, Record<string, unknown>>;
const eip1271 = load('eip1271') as Record<string, { message: string; signature: string }>;

/** A vector's field object in our shape: only message fields, the chain id as CAIP-2, absent optionals absent. */
function toFields(vector: Record<string, unknown>): SiwxMessageFields {
  const keys = ['scheme', 'domain', 'address', 'statement', 'uri', 'version', 'nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources'];
  const fields: Record<string, unknown> = {};
  for (const key of keys) if (vector[key] !== undefined && vector[key] !== null) fields[key] = vector[key];
  const chainId = vector.chainId;
  if (typeof chainId === 'number' || typeof chainId === 'string') fields.chainId = `eip155:${chainId}`;
  return fields as unknown as SiwxMessageFields;
}

/** The reason each negative vector must be refused with. */
const NEGATIVE_REASONS: Record<string, SiwxMessageErrorReason> = {
  'missing domain': 'invalid-domain',
  'missing address': 'invalid-address',
  'missing uri': 'unexpected-line',
  'missing version': 'unexpected-line',
  'missing chainId': 'unexpected-line',
  'missing nonce': 'unexpected-line',
  'missing issuedAt': 'unexpected-line',
  'out of order uri': 'unexpected-line',
  'out of order version': 'unexpected-line',
  'out of order chainId': 'unexpected-line',
  'out of order nonce': 'unexpected-line',
  'out of order issuedAt': 'unexpected-line',
  'out of order expirationTime': 'unexpected-line',
  'out of order notBefore': 'unexpected-line',
  'out of order requestId': 'unexpected-line',
  'out of order resources': 'unexpected-line',
  'domain not RFC4501 authority': 'invalid-domain',
  'address not EIP-55': 'invalid-address',
  // The line break ends the statement early: the next line is not the empty line the grammar wants there.
  'statement has line break': 'unexpected-line',
  'uri is non-RFC 3986': 'invalid-uri',
  'version not 1': 'invalid-version',
  'not a valid chainId': 'invalid-chain-id',
  'nonce with less then 8 chars': 'invalid-nonce',
  'non-ISO 8601 issuedAt': 'invalid-issued-at',
  'non-ISO 8601 expirationTime': 'invalid-expiration-time',
  'non-ISO 8601 notBefore': 'invalid-not-before',
  'resources not separated by line break': 'invalid-resource',
  'first resource not-RFC 3986': 'invalid-resource',
  'second resource is not-RFC3986': 'invalid-resource',
};

/** The reason each negative field object must be refused with. */
const NEGATIVE_OBJECT_REASONS: Record<string, SiwxMessageErrorReason> = {
  'missing domain': 'missing-field',
  'missing address': 'missing-field',
  'missing uri': 'missing-field',
  'missing version': 'missing-field',
  'missing chainId': 'missing-field',
  'missing nonce': 'missing-field',
  'missing issuedAt': 'missing-field',
  'domain not RFC4501 authority': 'invalid-domain',
  'address not EIP-55': 'invalid-address',
  'uri is non-RFC 3986': 'invalid-uri',
  'version not 1': 'invalid-version',
  'not a valid chainId': 'invalid-chain-id',
  'nonce with less then 8 chars': 'invalid-nonce',
  'non-ISO 8601 issuedAt': 'invalid-issued-at',
  'non-ISO 8601 expirationTime': 'invalid-expiration-time',
  'non-ISO 8601 notBefore': 'invalid-not-before',
  'first resource not-RFC 3986': 'invalid-resource',
  'second resource is not-RFC3986': 'invalid-resource',
};

/**
 * Verification vectors whose times are not dates (February 31st): RFC 3339 section 5.7 bounds the day by its month,
 * so they are refused as messages (the reference parser refuses them too), which is what makes them fail to verify.
 */
const NOT_A_DATE: Record<string, SiwxMessageErrorReason> = {
  'invalid issuedAt': 'invalid-issued-at',
  'invalid notBefore': 'invalid-not-before',
  'invalid expirationTime': 'invalid-expiration-time',
};

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    return (error as SiwxMessageError).reason;
  }
  return 'accepted';
}

/** The message text, written by hand from the EIP-4361 template, for vectors our formatter must refuse. */
function writeByHand(fields: SiwxMessageFields): string {
  const optional = [
    fields.expirationTime === undefined ? [] : [`Expiration Time: ${fields.expirationTime}`],
    fields.notBefore === undefined ? [] : [`Not Before: ${fields.notBefore}`],
  ].flat();
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    ...(fields.statement === undefined ? [] : [fields.statement]),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId.slice('eip155:'.length)}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...optional,
  ].join('\n');
}

let run = 0;

describe('EIP-4361 conformance vectors', () => {
  it.each(Object.entries(parsingPositive))('parsing_positive: %s', (_name, vector) => {
    run += 1;
    const fields = toFields(vector.fields);
    expect(parseSiwxMessage(vector.message)).toStrictEqual(fields);
    expect(formatSiwxMessage(fields)).toBe(vector.message);
  });

  it.each(Object.entries(parsingNegative))('parsing_negative: %s', (name, message) => {
    run += 1;
    expect(NEGATIVE_REASONS[name], `no reason listed for "${name}"`).toBeDefined();
    expect(reasonOf(() => parseSiwxMessage(message))).toBe(NEGATIVE_REASONS[name]);
  });

  it.each(Object.entries(parsingNegativeObjects))('parsing_negative_objects: %s', (name, vector) => {
    run += 1;
    expect(NEGATIVE_OBJECT_REASONS[name], `no reason listed for "${name}"`).toBeDefined();
    expect(reasonOf(() => formatSiwxMessage(toFields(vector)))).toBe(NEGATIVE_OBJECT_REASONS[name]);
  });

  it.each([
    ...Object.entries(verificationPositive).map(([name, vector]) => [`verification_positive: ${name}`, vector] as const),
    ...Object.entries(verificationNegative).map(([name, vector]) => [`verification_negative: ${name}`, vector] as const),
  ])('%s', (label, vector) => {
    run += 1;
    const fields = toFields(vector);
    const notADate = NOT_A_DATE[label.slice(label.indexOf(': ') + 2)];
    if (notADate !== undefined && label.startsWith('verification_negative')) {
      // Neither our formatter nor our parser nor the reference parser takes the message.
      expect(reasonOf(() => formatSiwxMessage(fields))).toBe(notADate);
      expect(reasonOf(() => parseSiwxMessage(writeByHand(fields)))).toBe(notADate);
      expect(parseWithReference(writeByHand(fields)).ok).toBe(false);
      return;
    }
    const text = formatSiwxMessage(fields);
    expect(text).toBe(writeByHand(fields));
    expect(parseSiwxMessage(text)).toStrictEqual(fields);
    expect(parseWithReference(text)).toStrictEqual({ ok: true, fields });
  });

  it.each(Object.entries(eip1271))('eip1271: %s', (_name, vector) => {
    run += 1;
    const fields = parseSiwxMessage(vector.message);
    expect(fields.chainId).toBe('eip155:1');
    expect(formatSiwxMessage(fields)).toBe(vector.message);
    expect(parseWithReference(vector.message)).toStrictEqual({ ok: true, fields });
  });

  it('ran every one of the 82 vectors', () => {
    const files = [parsingPositive, parsingNegative, parsingNegativeObjects, verificationPositive, verificationNegative, eip1271];
    expect(files.map((file) => Object.keys(file).length)).toEqual([19, 29, 18, 4, 10, 2]);
    expect(run).toBe(82);
  });
});
