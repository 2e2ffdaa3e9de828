import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SiwxMessageError, formatSiwxMessage } from '../message/index.js';
import type { SiwxMessageFields } from '../types.js';
import { createMemoryNonceStore } from './createMemoryNonceStore.js';
import { createSiwxServer } from './createSiwxServer.js';
import { isSiwxServerError } from './SiwxServerError.js';
import type { SiwxServerErrorCode } from './SiwxServerError.js';

// The EIP-4361 reference implementation's verification vectors, kept beside the repository (see their README).
const VECTORS_DIR = fileURLToPath(new URL('../../../../../shared/conformance/siwe/', import.meta.url));

interface Vector {
  readonly domain: string;
  readonly address: string;
  readonly statement?: string;
  readonly uri: string;
  readonly version: '1';
  readonly chainId: number;
  readonly nonce: string;
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly signature: string;
  /** The time to verify at. */
  readonly time?: string;
  /** The domain the verifier expects. */
  readonly domainBinding?: string;
  /** The nonce the verifier issued. */
  readonly matchNonce?: string;
}

function load(file: string): [string, Vector][] {
  return Object.entries(JSON.parse(readFileSync(`${VECTORS_DIR}${file}`, 'utf8')) as Record<string, Vector>);
}

/** Verification time of vectors that name none: after every issued-at, before every expiration. */
const DEFAULT_TIME = '2023-06-01T00:00:00.000Z';
const PLACEHOLDER_TIME = '2000-01-01T00:00:00.000Z';
const TIME_LINES = { issuedAt: 'Issued At', expirationTime: 'Expiration Time', notBefore: 'Not Before' } as const;

/**
 * The message text a vector's signature covers. A vector with an impossible date (February 31) cannot go through
 * the formatter, which refuses it: its text is written with a valid date that is then swapped for the vector's.
 */
function messageText(vector: Vector): string {
  const fields: SiwxMessageFields = {
    domain: vector.domain,
    address: vector.address,
    uri: vector.uri,
    version: vector.version,
    chainId: `eip155:${vector.chainId}`,
    nonce: vector.nonce,
    issuedAt: vector.issuedAt,
    ...(vector.statement === undefined ? {} : { statement: vector.statement }),
    ...(vector.expirationTime === undefined ? {} : { expirationTime: vector.expirationTime }),
    ...(vector.notBefore === undefined ? {} : { notBefore: vector.notBefore }),
  };
  try {
    return formatSiwxMessage(fields);
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error;
    const field = (Object.keys(TIME_LINES) as (keyof typeof TIME_LINES)[]).find((name) => error.reason === `invalid-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    if (field === undefined) throw error;
    const text = formatSiwxMessage({ ...fields, [field]: PLACEHOLDER_TIME });
    return text.replace(`${TIME_LINES[field]}: ${PLACEHOLDER_TIME}`, `${TIME_LINES[field]}: ${vector[field]}`);
  }
}

async function verifyVector(vector: Vector, clockSkewMs?: number) {
  const now = () => Date.parse(vector.time ?? DEFAULT_TIME);
  const nonceStore = createMemoryNonceStore({ now });
  // The vector's nonce stands for one this server issued (or, for `matchNonce`, the one it issued instead).
  await nonceStore.issue(vector.matchNonce ?? vector.nonce, 10 * 60_000);
  const server = createSiwxServer({
    domain: vector.domainBinding ?? vector.domain,
    uri: vector.uri,
    chains: [`eip155:${vector.chainId}`],
    nonceStore,
    now,
    ...(clockSkewMs === undefined ? {} : { clockSkewMs }),
  });
  return server.verify({ message: messageText(vector), signature: vector.signature });
}

async function codeOf(promise: Promise<unknown>): Promise<SiwxServerErrorCode | 'accepted'> {
  return promise.then(
    () => 'accepted' as const,
    (error: unknown) => {
      if (isSiwxServerError(error)) return error.code;
      throw error;
    },
  );
}

/** Why each negative vector is refused. */
const NEGATIVE: Readonly<Record<string, SiwxServerErrorCode>> = {
  'expired message': 'EXPIRED',
  'domain binding': 'DOMAIN_MISMATCH',
  'custom time': 'EXPIRED',
  'custom nonce': 'UNKNOWN_NONCE',
  'malformed signature': 'INVALID_SIGNATURE',
  'wrong signature': 'INVALID_SIGNATURE',
  'not yet valid': 'NOT_YET_VALID',
  'invalid issuedAt': 'MALFORMED_MESSAGE',
  'invalid notBefore': 'MALFORMED_MESSAGE',
  'invalid expirationTime': 'MALFORMED_MESSAGE',
};

/**
 * Positive vectors this server refuses on purpose. "expired message" is verified at 2020-01-05, before its own
 * issued-at time (2022-01-05): the reference library does not compare issued-at with the time; this server
 * refuses a message issued in the future.
 */
const STRICTER: Readonly<Record<string, SiwxServerErrorCode>> = { 'expired message': 'ISSUED_IN_FUTURE' };

describe('EIP-4361 verification vectors through the server', () => {
  const negatives = load('verification_negative.json');
  const positives = load('verification_positive.json');

  it('has an expected outcome for every vector', () => {
    expect(negatives.map(([name]) => name).sort()).toEqual(Object.keys(NEGATIVE).sort());
    expect(positives).toHaveLength(4);
  });

  it.each(negatives)('refuses "%s" for its reason', async (name, vector) => {
    expect(await codeOf(verifyVector(vector))).toBe(NEGATIVE[name]);
  });

  it.each(positives)('accepts "%s"', async (name, vector) => {
    const stricter = STRICTER[name];
    if (stricter === undefined) {
      const session = await verifyVector(vector);
      expect(session.address).toBe(vector.address);
      expect(session.chainId).toBe(`eip155:${vector.chainId}`);
      expect(session.signature).toBe(vector.signature);
      return;
    }
    expect(await codeOf(verifyVector(vector))).toBe(stricter);
    // With a tolerance that covers the two years, nothing else refuses it: the signature and every other field pass.
    const twoYears = 2 * 366 * 24 * 60 * 60_000;
    expect((await verifyVector(vector, twoYears)).address).toBe(vector.address);
  });
});
