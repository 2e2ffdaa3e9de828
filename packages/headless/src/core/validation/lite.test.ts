import { describe, expect, it } from 'vitest';
import * as zod from 'zod/mini';
import * as lite from './lite.js';

// Each schema is built once with zod/mini and once with the small validator, from the same code; both must accept
// the same values, give the same data and point at the same first problem.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = (z: any) => { safeParse(input: unknown): { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[]; code: string }[] } } };

const CASES: Record<string, { build: Builder; inputs: unknown[] }> = {
  'strings with length and pattern': {
    build: (z) => z.string().check(z.minLength(2), z.maxLength(4), z.regex(/^[a-z]+$/)),
    inputs: ['ab', 'abcd', 'a', 'abcde', 'AB', 12, null, undefined, ''],
  },
  'numbers, integers and bounds': {
    build: (z) => z.object({ n: z.number().check(z.nonnegative()), i: z.int().check(z.positive(), z.lt(10)), d: z.int().check(z.minimum(0), z.maximum(36)) }),
    inputs: [
      { n: 0, i: 1, d: 0 },
      { n: -1, i: 1, d: 0 },
      { n: Number.NaN, i: 1, d: 0 },
      { n: Number.POSITIVE_INFINITY, i: 1, d: 0 },
      { n: 1, i: 1.5, d: 0 },
      { n: 1, i: 10, d: 0 },
      { n: 1, i: 0, d: 37 },
      { n: 1, i: 2 ** 60, d: 1 },
      { n: '1', i: 1, d: 1 },
    ],
  },
  'objects: strip, loose, strict, partial': {
    build: (z) =>
      z.object({
        strip: z.object({ a: z.string(), b: z.optional(z.boolean()) }),
        loose: z.looseObject({ a: z.string() }),
        strict: z.partial(z.strictObject({ a: z.boolean(), b: z.boolean() })),
      }),
    inputs: [
      { strip: { a: 'x', extra: 1 }, loose: { a: 'y', extra: 2 }, strict: { a: true } },
      { strip: { a: 'x', b: undefined }, loose: { a: 'y' }, strict: {} },
      { strip: { a: 'x' }, loose: { a: 'y' }, strict: { c: true } },
      { strip: { a: 1 }, loose: { a: 'y' }, strict: {} },
      { strip: { b: true }, loose: { a: 'y' }, strict: {} },
      { strip: [], loose: { a: 'y' }, strict: {} },
      { loose: { a: 'y' }, strict: {} },
      null,
      'object',
    ],
  },
  'arrays, records, unions, enums, literals, nullables': {
    build: (z) =>
      z.object({
        list: z.array(z.enum(['a', 'b'])).check(z.maxLength(2)),
        map: z.record(z.string().check(z.maxLength(3)), z.union([z.string(), z.number()])),
        part: z.optional(z.partialRecord(z.enum(['eip155', 'solana']), z.literal('connected'))),
        link: z.optional(z.nullable(z.string())),
        any: z.unknown(),
      }),
    inputs: [
      { list: ['a'], map: { k: 'v', n: 1 }, part: { eip155: 'connected' }, link: null, any: undefined },
      { list: ['a', 'b', 'a'], map: {}, any: 0 },
      { list: ['c'], map: {}, any: 0 },
      { list: [], map: { long: 'v' }, any: 0 },
      { list: [], map: { k: true }, any: 0 },
      { list: [], map: {}, part: { bitcoin: 'connected' }, any: 0 },
      { list: [], map: {}, part: { eip155: 'disconnected' }, any: 0 },
      { list: [], map: {}, link: 3, any: 0 },
      { list: [], map: [], any: 0 },
      { list: 'a', map: {}, any: 0 },
      { list: [], map: {} },
    ],
  },
  tuples: {
    build: (z) => z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-f]+$/)) }), z.optional(z.int())]),
    inputs: [[{ chainId: '0x1', x: 1 }, 2], [{ chainId: '0x1' }], [{ chainId: 'one' }, 1], [{ chainId: '0x1' }, 1, 2], [], {}, 'x'],
  },
  'custom, refine, coerce and email': {
    build: (z) =>
      z.object({
        fn: z.optional(z.custom((value: unknown) => typeof value === 'function')),
        even: z.number().check(z.refine((value: number) => value % 2 === 0, { message: 'must be even' })),
        port: z.optional(z.coerce.number().check(z.positive(), z.lt(65536))),
        mail: z.optional(z.email()),
      }),
    inputs: [
      { fn: () => 1, even: 2, port: '8080', mail: 'a.b@example.org' },
      { fn: 'no', even: 2 },
      { even: 3 },
      { even: 2, port: 'x' },
      { even: 2, port: '70000' },
      { even: 2, mail: 'not an address' },
      { even: 2, mail: 'a..b@example.org' },
    ],
  },
  'pipes with transforms, bigints, lte, messages of regex and refine': {
    build: (z) =>
      z.object({
        link: z.pipe(z.optional(z.nullable(z.string())), z.transform((value: string | null | undefined) => value ?? null)),
        chains: z.pipe(z.optional(z.nullable(z.array(z.string()))), z.transform((value: string[] | null | undefined) => value ?? [])),
        value: z.optional(z.bigint()),
        decimals: z.optional(z.int().check(z.nonnegative(), z.lte(255))),
        text: z.optional(z.string().check(z.regex(/^\d+$/, 'digits only'), z.refine((value: string) => value.length < 4, 'too long'))),
      }),
    inputs: [
      {},
      { link: 'https://a', chains: ['eip155:1'] },
      { link: null, chains: null },
      { link: 1 },
      { chains: ['a', 2] },
      { value: 10n, decimals: 255, text: '123' },
      { value: 10, decimals: 0 },
      { decimals: 256 },
      { text: '12a' },
      { text: '12345' },
    ],
  },
};

function firstIssue(result: ReturnType<ReturnType<Builder>['safeParse']>) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.map(String), missing: false } : undefined;
}

describe('the small validator', () => {
  for (const [name, { build, inputs }] of Object.entries(CASES)) {
    it(`agrees with zod/mini: ${name}`, () => {
      const reference = build(zod);
      const small = build(lite);
      for (const input of inputs) {
        const expected = reference.safeParse(input);
        const actual = small.safeParse(input);
        expect({ input, success: actual.success }).toEqual({ input, success: expected.success });
        if (expected.success) expect(actual.data).toEqual(expected.data);
        else expect(firstIssue(actual)).toEqual(firstIssue(expected));
      }
    });
  }

  it('names unknown keys, keeps a refinement message, and tells a missing value by its input', () => {
    const schema = lite.strictObject({ a: lite.string(), b: lite.number().check(lite.refine((value) => value > 1, { message: 'too low' })) });
    const unknownKey = schema.safeParse({ a: 'x', b: 2, c: 1, d: 2 });
    expect(unknownKey.success || unknownKey.error.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['c', 'd'], path: [] });
    const low = schema.safeParse({ a: 'x', b: 1 });
    expect(low.success || low.error.issues[0]).toMatchObject({ code: 'custom', message: 'too low', path: ['b'] });
    const missing = schema.safeParse({ b: 2 });
    expect(missing.success || missing.error.issues[0]).toMatchObject({ code: 'invalid_type', path: ['a'], input: undefined });
  });

  it('refuses, without throwing, a value whose getter throws', () => {
    const hostile = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(lite.object({ a: lite.string() }).safeParse(hostile).success).toBe(false);
  });
});
