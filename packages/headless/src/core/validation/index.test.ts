import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import * as api from './index.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

type Outcome = { message: string | readonly string[] } | { returns: (result: unknown) => boolean };

interface Contract {
  name: string;
  run: (a: unknown, b: unknown) => unknown;
  outcome: Outcome;
}

const throws = (message: string | readonly string[]): Outcome => ({ message });
const isBoolean: Outcome = { returns: (r) => typeof r === 'boolean' };
const SCHEMA_MESSAGES = ['Required', 'Invalid input'] as const;

const schemas = {
  batchCallSchema: api.batchCallSchema,
  callSchema: api.callSchema,
  solanaCommitmentSchema: api.solanaCommitmentSchema,
  socialProviderSchema: api.socialProviderSchema,
  themeModeSchema: api.themeModeSchema,
  accountTypeSchema: api.accountTypeSchema,
  emailSchema: api.emailSchema,
  otpSchema: api.otpSchema,
};

// Every public function, called with arbitrary arguments in every position that accepts user data.
const contracts: Contract[] = [
  { name: 'isChainNamespace', run: (a) => api.isChainNamespace(a), outcome: isBoolean },
  { name: 'parseEvmChainId', run: (a) => api.parseEvmChainId(a as number), outcome: throws('Invalid chainId') },
  { name: 'assertEvmChainId', run: (a) => api.assertEvmChainId(a), outcome: throws('Invalid chainId') },
  { name: 'isEvmChainId', run: (a) => api.isEvmChainId(a), outcome: isBoolean },
  { name: 'parseCaipNetworkId', run: (a) => api.parseCaipNetworkId(a as string), outcome: throws('Invalid CAIP-2 network id') },
  { name: 'isCaipNetworkId', run: (a) => api.isCaipNetworkId(a), outcome: isBoolean },
  {
    name: 'formatCaipNetworkId(a, b)',
    run: (a, b) => api.formatCaipNetworkId(a as 'eip155', b as string),
    outcome: throws('Invalid CAIP-2 network id'),
  },
  {
    name: 'formatCaipNetworkId(eip155, a)',
    run: (a) => api.formatCaipNetworkId('eip155', a as string),
    outcome: throws('Invalid CAIP-2 network id'),
  },
  { name: 'validateCaipAddress', run: (a) => api.validateCaipAddress(a as string), outcome: throws('Invalid CAIP Address') },
  { name: 'parseCaipAddress', run: (a) => api.parseCaipAddress(a as string), outcome: throws('Invalid CAIP-10 address') },
  { name: 'isCaipAddress', run: (a) => api.isCaipAddress(a), outcome: isBoolean },
  {
    name: 'formatCaipAddress(a, b, a)',
    run: (a, b) => api.formatCaipAddress(a as 'eip155', b as string, a as string),
    outcome: throws('Invalid CAIP-10 address'),
  },
  {
    name: 'formatCaipAddress(eip155, 1, a)',
    run: (a) => api.formatCaipAddress('eip155', 1, a as string),
    outcome: throws('Invalid CAIP-10 address'),
  },
  { name: 'isEvmAddress', run: (a) => api.isEvmAddress(a), outcome: isBoolean },
  { name: 'normalizeEvmAddress', run: (a) => api.normalizeEvmAddress(a as string), outcome: throws('Invalid address') },
  { name: 'isSolanaAddress', run: (a) => api.isSolanaAddress(a), outcome: isBoolean },
  { name: 'isAddressForNamespace(a, b)', run: (a, b) => api.isAddressForNamespace(a, b), outcome: isBoolean },
  ...api.CHAIN_NAMESPACES.map(
    (namespace): Contract => ({
      name: `isAddressForNamespace(${namespace}, a)`,
      run: (a) => api.isAddressForNamespace(namespace, a),
      outcome: isBoolean,
    }),
  ),
  { name: 'isValidAccountName', run: (a) => api.isValidAccountName(a), outcome: isBoolean },
  {
    name: 'assertHttpRpcUrl',
    run: (a) => api.assertHttpRpcUrl(a),
    outcome: throws('Provided URL is not compatible with HTTP connection'),
  },
  { name: 'isProtocolSupported', run: (a) => api.isProtocolSupported(a), outcome: isBoolean },
  {
    name: 'classifyRpcResponse',
    run: (a) => api.classifyRpcResponse(a),
    outcome: { returns: (r) => ['transaction', 'signature', 'object'].includes((r as { kind: string }).kind) },
  },
  // Every schema goes through safeParseWith in its own property below; here parseWith's throwing path is pinned.
  { name: 'parseWith(batchCallSchema)', run: (a) => api.parseWith(api.batchCallSchema, a), outcome: throws(SCHEMA_MESSAGES) },
  { name: 'isOriginAllowed(a, b)', run: (a, b) => api.isOriginAllowed(a, b as string[]), outcome: isBoolean },
  {
    name: 'isOriginAllowed(a, wildcard list)',
    run: (a) => api.isOriginAllowed(a, ['https://*.example.com', 'http://localhost:*', '*']),
    outcome: isBoolean,
  },
  { name: 'isOriginAllowed(origin, a)', run: (a) => api.isOriginAllowed('https://app.example.com', a as string[]), outcome: isBoolean },
];

/** Runs every contract; returns a description of the first broken one, or undefined. */
function firstViolation(a: unknown, b: unknown): string | undefined {
  for (const { name, run, outcome } of contracts) {
    let result: unknown;
    try {
      result = run(a, b);
    } catch (error) {
      if (!('message' in outcome)) return `${name} threw ${String(error)}`;
      const allowed: readonly string[] = typeof outcome.message === 'string' ? [outcome.message] : outcome.message;
      if (!(error instanceof ValidationError)) return `${name} threw a non-ValidationError: ${String(error)}`;
      if (error.code !== 'VALIDATION_ERROR' || !allowed.includes(error.message)) return `${name} threw '${error.message}'`;
      continue;
    }
    if ('returns' in outcome && !outcome.returns(result)) return `${name} returned an unexpected value`;
  }
  return undefined;
}

function throwingProxy(): object {
  const fail = (): never => {
    throw new Error('trap');
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getPrototypeOf: fail, getOwnPropertyDescriptor: fail });
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}

const throwingArray = new Proxy(['https://app.example.com'], {
  get(target, key, receiver) {
    if (key === '0' || key === Symbol.iterator) throw new Error('getter');
    return Reflect.get(target, key, receiver) as unknown;
  },
});

// Values designed to break naive code: getters, proxies, coercion hooks, `__proto__` keys, boxed primitives.
const HOSTILE: readonly unknown[] = [
  throwingProxy(),
  revokedProxy(),
  throwingArray,
  Object.defineProperty({}, 'to', { enumerable: true, get: () => { throw new Error('getter'); } }),
  [Object.defineProperty({}, 'to', { enumerable: true, get: () => { throw new Error('getter'); } })],
  { toString: () => { throw new Error('toString'); }, valueOf: () => { throw new Error('valueOf'); } },
  { [Symbol.toPrimitive]: () => { throw new Error('toPrimitive'); } },
  JSON.parse('{"__proto__": {"to": "0x1"}, "to": "0x"}') as unknown,
  JSON.parse('[{"__proto__": null, "to": "0x"}]') as unknown,
  Object.create(null) as unknown,
  new String('eip155:1'),
  new Number(1),
  Object(1n) as unknown,
  Symbol('eip155:1'),
  () => 'eip155:1',
  [],
  [[]],
  null,
  undefined,
  NaN,
  -0,
  Infinity,
  -Infinity,
  2 ** 31,
  2n ** 64n,
  -1n,
  '',
  ':',
  '::',
  '__proto__',
  'constructor',
  'eip155:__proto__:0x',
  '\u0000',
  '\uD800',
];

/** Stands for HOSTILE[index]; fast-check inspects and prints generated values, which the proxies would break. */
class Hostile {
  constructor(readonly index: number) {}
}

const hostile = fc.integer({ min: 0, max: HOSTILE.length - 1 }).map((index) => new Hostile(index));

const resolve = (value: unknown): unknown => (value instanceof Hostile ? HOSTILE[value.index] : value);

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  // Depth 2 already reaches inside a batch (array, then call object); deeper values only cost generation time.
  maxDepth: 2,
  maxKeys: 4,
  key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'to', 'data', 'value')),
});

const mixedChars = fc.string({
  unit: fc.constantFrom(...':0123456789abcdefABCDEFxX'.split(''), ...'GHJKLMNPQRSTUVWXYZghijkmnopqrstuvwyz'.split(''), '0', 'O', 'I', 'l', '-', '.', '/'),
  maxLength: 48,
});
const caipLike = fc
  .tuple(fc.constantFrom(...api.CHAIN_NAMESPACES, 'EIP155', 'foo', ''), mixedChars)
  .map(([namespace, rest]) => `${namespace}:${rest}`);
// Built from code points rather than fc.string({ unit: 'binary' }), whose one-off index of all of Unicode costs seconds.
const fullUnicode = fc.string({
  unit: fc
    .integer({ min: 0, max: 0x10ffff - 0x800 })
    .map((code) => String.fromCodePoint(code < 0xd800 ? code : code + 0x800)),
});
const loneSurrogates = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });

function check(arbitrary: fc.Arbitrary<unknown>): void {
  fc.assert(
    fc.property(arbitrary, arbitrary, (a, b) => {
      // A plain throw rather than expect(): this runs tens of thousands of times.
      const violation = firstViolation(resolve(a), resolve(b));
      if (violation !== undefined) throw new Error(violation);
    }),
    runs,
  );
}

describe('every public parser returns or throws exactly its documented ValidationError', () => {
  // Most calls here throw on purpose; capturing a stack for each would be most of the run time, and none is read.
  const stackTraceLimit = Error.stackTraceLimit;
  beforeAll(() => {
    Error.stackTraceLimit = 0;
  });
  afterAll(() => {
    Error.stackTraceLimit = stackTraceLimit;
  });

  it('on fc.anything()', () => check(fc.oneof(anything, hostile)));
  it('on fc.string()', () => check(fc.string()));
  it('on full-unicode strings, lone surrogates included', () => check(fc.oneof(fullUnicode, loneSurrogates)));
  it("on strings mixing ':', hex and base58 characters", () => check(fc.oneof(mixedChars, caipLike)));
  it('on every pair of hostile values', () => {
    for (const a of HOSTILE) for (const b of HOSTILE) expect(firstViolation(a, b)).toBeUndefined();
  });

  it('on every exported schema through safeParseWith', () => {
    const violation = (value: unknown): string | undefined => {
      for (const [name, schema] of Object.entries(schemas)) {
        const result = api.safeParseWith(schema, value);
        if (!result.success && !(result.error instanceof api.SchemaValidationError && SCHEMA_MESSAGES.includes(result.error.message as 'Required'))) {
          return `safeParseWith(${name}) gave '${result.error.message}'`;
        }
      }
      return undefined;
    };
    fc.assert(
      fc.property(fc.oneof(anything, hostile, fc.string()), (raw) => {
        const found = violation(resolve(raw));
        if (found !== undefined) throw new Error(found);
      }),
      runs,
    );
  });

  it('on huge strings', () => {
    const big = 1_000_000;
    const huge = [
      'a'.repeat(big),
      `0x${'a'.repeat(big)}`,
      `eip155:${'1'.repeat(big)}`,
      `solana:${'1'.repeat(big)}:${'1'.repeat(big)}`,
      ':'.repeat(big),
      `https://${'a'.repeat(big)}.com`,
      `${'a'.repeat(big)}@${'a'.repeat(big)}.com`,
      `https://${'*.'.repeat(1000)}com`,
    ];
    for (const value of huge) expect(firstViolation(value, [value, 'https://*.*.*.*.*.*.*.*.*.*.example.com'])).toBeUndefined();
  });
});

describe('index', () => {
  it('exposes the documented surface', () => {
    expect(api.CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']);
    for (const name of [
      'parseCaipNetworkId', 'formatCaipNetworkId', 'isCaipNetworkId', 'validateCaipAddress', 'parseCaipAddress',
      'formatCaipAddress', 'isCaipAddress', 'assertEvmChainId', 'parseEvmChainId', 'isEvmAddress', 'normalizeEvmAddress',
      'isSolanaAddress', 'isAddressForNamespace', 'isValidAccountName', 'assertHttpRpcUrl', 'isProtocolSupported',
      'classifyRpcResponse', 'parseWith', 'safeParseWith', 'isOriginAllowed',
    ] as const) {
      expect(typeof api[name]).toBe('function');
    }
  });
});
