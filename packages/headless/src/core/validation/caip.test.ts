import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { CHAIN_NAMESPACES, isChainNamespace } from './ChainNamespace.js';
import type { ChainNamespace } from './ChainNamespace.js';
import { formatCaipAddress, isCaipAddress, parseCaipAddress, validateCaipAddress } from './parseCaipAddress.js';
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';
import { EVM_CHAIN_ID_LIMIT, assertEvmChainId, isEvmChainId, parseEvmChainId } from './parseEvmChainId.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

// Nearly every property here throws on purpose; stacks are never read, and capturing them dominates the run time.
const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});

const CHAIN_ID = 'Invalid chainId';
const CAIP2 = 'Invalid CAIP-2 network id';
const CAIP10 = 'Invalid CAIP-10 address';
const CAIP_SHAPE = 'Invalid CAIP Address';

/** True when `run` throws a ValidationError whose message is exactly `message`. */
function throwsExactly(run: () => unknown, message: string): boolean {
  try {
    run();
  } catch (error) {
    return error instanceof ValidationError && error.message === message && error.code === 'VALIDATION_ERROR';
  }
  return false;
}

/** Asserts that `run` throws a ValidationError with exactly `message`, keeping the rejected input. */
function expectRejection(run: () => unknown, message: string, input: unknown): void {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error, typeof input === 'symbol' ? 'symbol' : String(input)).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toBe(message);
  expect((error as ValidationError).input).toBe(input);
}

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const nonColon = (maxLength: number) => fc.string({ minLength: 1, maxLength }).filter((text) => !text.includes(':'));
const eip155Reference = fc.bigInt({ min: 1n, max: 2n ** 256n }).map(String);
const networkParts = namespace.chain((chainNamespace) =>
  (chainNamespace === 'eip155' ? eip155Reference : nonColon(40)).map((chainId) => ({ chainNamespace, chainId })),
);
const accountParts = networkParts.chain((network) => nonColon(44).map((address) => ({ ...network, address })));
// Namespaces (valid and not), colons, hex and base58 characters: the alphabet of near misses.
const caipText = fc.string({ unit: fc.constantFrom(...':0123456789abcdefxABCDEF-_GHJKLMNPQRSTUVWXYZ'.split('')), maxLength: 20 });
const caipCandidate = fc.oneof(
  fc.tuple(fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'eip15', 'sol', ''), caipText).map(([ns, rest]) => `${ns}:${rest}`),
  caipText,
  fc.string(),
);

/** The written rules, used as oracles. */
const isKnown = (ns: string | undefined) => (CHAIN_NAMESPACES as readonly (string | undefined)[]).includes(ns);
const eip155Ok = (ns: string | undefined, ref: string | undefined) => ns !== 'eip155' || /^[1-9][0-9]*$/.test(ref ?? '');
function specNetworkId(text: string): boolean {
  const [ns, ref, ...rest] = text.split(':');
  return rest.length === 0 && ref !== undefined && ref !== '' && isKnown(ns) && eip155Ok(ns, ref);
}
function specAccount(text: string): boolean {
  const parts = text.split(':');
  const [ns, ref] = parts;
  return parts.length === 3 && parts.every((part) => part !== '') && isKnown(ns) && eip155Ok(ns, ref);
}

describe('isChainNamespace', () => {
  it('knows exactly the five namespaces', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']);
    for (const ns of CHAIN_NAMESPACES) expect(isChainNamespace(ns)).toBe(true);
    for (const other of ['EIP155', 'eip155 ', 'eip', 'near', '', '__proto__', 'constructor', 'toString', new String('eip155')]) {
      expect(isChainNamespace(other)).toBe(false);
    }
  });

  it('accepts a string exactly when it is listed', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), namespace), (value) => isChainNamespace(value) === isKnown(value)), runs);
  });
});

describe('parseEvmChainId', () => {
  it('accepts positive integers below 2^31 as number, bigint or decimal string', () => {
    expect(EVM_CHAIN_ID_LIMIT).toBe(2147483648);
    for (const value of [1, '1', 1n]) expect(parseEvmChainId(value)).toBe(1);
    for (const value of [2147483647, '2147483647', 2147483647n]) expect(parseEvmChainId(value)).toBe(2147483647);
    expect(parseEvmChainId('8453')).toBe(8453);
  });

  it(`rejects everything else with '${CHAIN_ID}'`, () => {
    const rejected: unknown[] = [
      0, -1, 2147483648, 2 ** 53, 1.5, NaN, Infinity, -0, 0n, -1n, 2147483648n,
      '0', '01', '-1', '+1', '0x1', ' 1', '1 ', '1e3', '1.0', '', '2147483648', '99999999999', '١',
      null, undefined, {}, [], [1], new Number(1), new String('1'), Symbol('1'), () => 1,
    ];
    for (const value of rejected) expectRejection(() => parseEvmChainId(value as number), CHAIN_ID, value);
  });

  it('assertEvmChainId and isEvmChainId take numbers only', () => {
    expect(() => assertEvmChainId(1)).not.toThrow();
    for (const value of ['1', 1n, 2 ** 31, 0]) expect(throwsExactly(() => assertEvmChainId(value), CHAIN_ID)).toBe(true);
    expect(isEvmChainId(2 ** 31 - 1)).toBe(true);
    expect(isEvmChainId('1')).toBe(false);
  });

  it('accepts every id in range in all three forms, and they agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: EVM_CHAIN_ID_LIMIT - 1 }), (id) => {
        assertEvmChainId(id);
        return parseEvmChainId(id) === id && parseEvmChainId(String(id)) === id && parseEvmChainId(BigInt(id)) === id && isEvmChainId(id);
      }),
      runs,
    );
  });

  it('rejects 2^31 and up, zero, negatives and non-integers, in every form', () => {
    const outOfRange = fc.oneof(
      fc.bigInt({ min: BigInt(EVM_CHAIN_ID_LIMIT), max: 2n ** 80n }),
      fc.bigInt({ min: -(2n ** 80n), max: 0n }),
      fc.double().filter((n) => !Number.isInteger(n)),
    );
    fc.assert(
      fc.property(outOfRange, (id) => {
        const asNumber = Number(id);
        return (
          throwsExactly(() => parseEvmChainId(id), CHAIN_ID) &&
          throwsExactly(() => parseEvmChainId(String(id)), CHAIN_ID) &&
          throwsExactly(() => parseEvmChainId(asNumber), CHAIN_ID) &&
          !isEvmChainId(asNumber)
        );
      }),
      runs,
    );
  });

  it('on any string returns the canonical decimal it spells or throws exactly', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789-+ .ex'.split('')), maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), digits), (text) => {
        try {
          const id = parseEvmChainId(text);
          return String(id) === text && isEvmChainId(id);
        } catch (error) {
          return error instanceof ValidationError && error.message === CHAIN_ID;
        }
      }),
      runs,
    );
  });
});

describe('parseCaipNetworkId', () => {
  it('splits known ids', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' });
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ chainNamespace: 'eip155', chainId: '8453' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').chainId).toBe('000000000019d6689c085ae165831e93');
    expect(parseCaipNetworkId('cosmos:cosmoshub-4').chainId).toBe('cosmoshub-4');
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').chainNamespace).toBe('polkadot');
  });

  it(`rejects malformed ids with '${CAIP2}'`, () => {
    for (const bad of [
      'eip155', 'eip155:', ':1', ':', '', 'eip155:1:0xabc', 'eip155::1', 'foo:1', 'EIP155:1', ' eip155:1',
      'eip155:0x1', 'eip155:01', 'eip155:0', 'eip155:-1', 'eip155:1.0', 'eip155: 1', '__proto__:1',
      1, null, undefined, {}, ['eip155:1'], new String('eip155:1'),
    ]) {
      expectRejection(() => parseCaipNetworkId(bad as string), CAIP2, bad);
      expect(isCaipNetworkId(bad)).toBe(false);
    }
  });

  it('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(formatCaipNetworkId('eip155', 10n)).toBe('eip155:10');
    expect(formatCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    const bad: [ChainNamespace, unknown][] = [
      ['eip155', 'mainnet'], ['eip155', 0], ['eip155', 1.5], ['solana', ''], ['solana', 'a:b'],
      ['near' as ChainNamespace, '1'], ['eip155', { toString: () => '1' }],
    ];
    for (const [ns, ref] of bad) expect(throwsExactly(() => formatCaipNetworkId(ns, ref as string), CAIP2)).toBe(true);
  });

  it('round-trips parts -> id -> parts -> id', () => {
    fc.assert(
      fc.property(networkParts, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), ({ chainNamespace, chainId }, n) => {
        const id = formatCaipNetworkId(chainNamespace, chainId);
        const parsed = parseCaipNetworkId(id);
        return (
          id === `${chainNamespace}:${chainId}` &&
          parsed.chainNamespace === chainNamespace &&
          parsed.chainId === chainId &&
          formatCaipNetworkId(parsed.chainNamespace, parsed.chainId) === id &&
          isCaipNetworkId(id) &&
          formatCaipNetworkId('eip155', n) === `eip155:${n}`
        );
      }),
      runs,
    );
  });

  it('agrees with the written rule on strings of namespaces, colons, hex and base58', () => {
    fc.assert(
      fc.property(caipCandidate, (text) => {
        const accepted = specNetworkId(text);
        if (isCaipNetworkId(text) !== accepted) return false;
        return accepted ? `${parseCaipNetworkId(text).chainNamespace}:${parseCaipNetworkId(text).chainId}` === text : throwsExactly(() => parseCaipNetworkId(text), CAIP2);
      }),
      runs,
    );
  });

  it('rejects near misses of valid ids', () => {
    const nearMiss = fc.oneof(
      networkParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}:extra`),
      networkParts.map(({ chainNamespace, chainId }) => `${chainNamespace.toUpperCase()}:${chainId}`),
      networkParts.map(({ chainNamespace }) => `${chainNamespace}:`),
      eip155Reference.map((ref) => `eip155:0${ref}`),
      eip155Reference.map((ref) => `eip155:0x${BigInt(ref).toString(16)}`),
    );
    fc.assert(fc.property(nearMiss, (text) => throwsExactly(() => parseCaipNetworkId(text), CAIP2) && !isCaipNetworkId(text)), runs);
  });
});

describe('validateCaipAddress', () => {
  it(`checks only for three colon-separated parts, else '${CAIP_SHAPE}'`, () => {
    for (const good of ['eip155:1:0xabc', '::', 'foo:bar:baz']) expect(validateCaipAddress(good)).toBe(good);
    for (const bad of ['', 'eip155:1', 'eip155:1:0xabc:x', ':::', 'abc', 1, null, undefined, {}]) {
      expectRejection(() => validateCaipAddress(bad as string), CAIP_SHAPE, bad);
    }
  });

  it('accepts a string exactly when it has two colons', () => {
    fc.assert(
      fc.property(caipCandidate, (text) => {
        if (text.split(':').length === 3) return validateCaipAddress(text) === text;
        return throwsExactly(() => validateCaipAddress(text), CAIP_SHAPE);
      }),
      runs,
    );
  });
});

describe('parseCaipAddress', () => {
  it('splits account ids', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    });
    expect(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    });
  });

  it(`rejects malformed ids with '${CAIP10}'`, () => {
    for (const bad of [
      '', '::', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', 'eip155:1', 'eip155:1:0xabc:extra', 'foo:1:0xabc',
      'Eip155:1:0xabc', 'eip155:0x1:0xabc', 'eip155:01:0xabc', 'eip155:0:0xabc',
      1, null, undefined, {}, ['eip155:1:0xabc'], new String('eip155:1:0xabc'),
    ]) {
      expectRejection(() => parseCaipAddress(bad as string), CAIP10, bad);
      expect(isCaipAddress(bad)).toBe(false);
    }
  });

  it('formats and validates', () => {
    expect(formatCaipAddress('eip155', 1, '0xabc')).toBe('eip155:1:0xabc');
    expect(formatCaipAddress('eip155', 137n, '0xabc')).toBe('eip155:137:0xabc');
    const bad: [ChainNamespace, unknown, unknown][] = [
      ['eip155', 1, ''], ['eip155', 1, 'a:b'], ['eip155', 'one', '0xabc'], ['near' as ChainNamespace, '1', 'x'], ['solana', '1', 7],
    ];
    for (const [ns, ref, address] of bad) {
      expect(throwsExactly(() => formatCaipAddress(ns, ref as string, address as string), CAIP10)).toBe(true);
    }
  });

  it('round-trips parts -> id -> parts -> id', () => {
    fc.assert(
      fc.property(accountParts, ({ chainNamespace, chainId, address }) => {
        const id = formatCaipAddress(chainNamespace, chainId, address);
        const parsed = parseCaipAddress(id);
        return (
          id === `${chainNamespace}:${chainId}:${address}` &&
          parsed.chainNamespace === chainNamespace &&
          parsed.chainId === chainId &&
          parsed.address === address &&
          formatCaipAddress(parsed.chainNamespace, parsed.chainId, parsed.address) === id &&
          isCaipAddress(id) &&
          validateCaipAddress(id) === id
        );
      }),
      runs,
    );
  });

  it('agrees with the written rule on strings of namespaces, colons, hex and base58', () => {
    fc.assert(
      fc.property(caipCandidate, (text) => {
        const accepted = specAccount(text);
        if (isCaipAddress(text) !== accepted) return false;
        if (!accepted) return throwsExactly(() => parseCaipAddress(text), CAIP10);
        const { chainNamespace, chainId, address } = parseCaipAddress(text);
        return `${chainNamespace}:${chainId}:${address}` === text;
      }),
      runs,
    );
  });

  it('rejects near misses of valid ids', () => {
    const nearMiss = fc.oneof(
      accountParts.map(({ chainNamespace, chainId, address }) => `${chainNamespace}:${chainId}:${address}:`),
      accountParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}:`),
      accountParts.map(({ chainNamespace, address }) => `${chainNamespace}::${address}`),
      accountParts.map(({ chainNamespace, chainId }) => `${chainNamespace}:${chainId}`),
      accountParts.map(({ chainNamespace, chainId, address }) => `${chainNamespace}x:${chainId}:${address}`),
      accountParts.map(({ address }) => `eip155:01:${address}`),
    );
    fc.assert(fc.property(nearMiss, (text) => throwsExactly(() => parseCaipAddress(text), CAIP10) && !isCaipAddress(text)), runs);
  });
});
