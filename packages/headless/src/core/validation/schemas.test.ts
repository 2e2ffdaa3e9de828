import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTypeSchema } from './accountTypeSchema.js';
import { batchCallSchema, callSchema } from './batchCallSchema.js';
import { emailSchema } from './emailSchema.js';
import { otpSchema } from './otpSchema.js';
import { parseWith, safeParseWith } from './parseWith.js';
import { SchemaValidationError } from './SchemaValidationError.js';
import { socialProviderSchema } from './socialProviderSchema.js';
import { solanaCommitmentSchema } from './solanaCommitmentSchema.js';
import { themeModeSchema } from './themeModeSchema.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

function failure(run: () => unknown): { message: string; path: readonly PropertyKey[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaValidationError) return { message: error.message, path: error.path };
    throw new Error(`unexpected ${String(error)}`);
  }
  throw new Error('did not throw');
}

const enums = [
  { name: 'solanaCommitmentSchema', schema: solanaCommitmentSchema, members: ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] },
  { name: 'socialProviderSchema', schema: socialProviderSchema, members: ['google', 'github', 'apple', 'facebook', 'x', 'discord'] },
  { name: 'themeModeSchema', schema: themeModeSchema, members: ['light', 'dark'] },
  { name: 'accountTypeSchema', schema: accountTypeSchema, members: ['eoa', 'smartAccount'] },
] as const;

describe.each(enums)('$name', ({ schema, members }) => {
  it('lists exactly the documented members', () => {
    expect([...schema.options]).toEqual(members);
    for (const member of members) expect(parseWith(schema, member)).toBe(member);
    expect(failure(() => parseWith(schema, undefined)).message).toBe('Required');
    expect(failure(() => parseWith(schema, members[0].toUpperCase())).message).toBe('Invalid input');
  });

  it('accepts its members and rejects every other value as Invalid input', () => {
    const other = fc.constantFrom<unknown>(undefined, null, 0, 1n, true, {}, [], [members[0]], new String(members[0]), Symbol(members[0]));
    const candidate = fc.oneof(fc.constantFrom(...members), fc.string(), fc.constantFrom(...members).map((m) => `${m} `), other);
    fc.assert(
      fc.property(candidate, (value) => {
        const result = safeParseWith(schema, value);
        if ((members as readonly unknown[]).includes(value)) return result.success && result.data === value;
        return !result.success && result.error.message === (value === undefined ? 'Required' : 'Invalid input');
      }),
      runs,
    );
  });
});

describe('batchCallSchema', () => {
  const to = '0x1111111111111111111111111111111111111111';

  it('accepts calls with optional data and value', () => {
    expect(parseWith(batchCallSchema, [{ to }, { to, data: '0x', value: 1n }, { to, value: '0x0de0b6b3a7640000' }])).toEqual([
      { to },
      { to, data: '0x', value: 1n },
      { to, value: '0x0de0b6b3a7640000' },
    ]);
    expect(parseWith(batchCallSchema, [])).toEqual([]);
  });

  it('reports the offending call and field', () => {
    expect(failure(() => parseWith(batchCallSchema, [{ to }, {}]))).toEqual({ message: 'Required', path: [1, 'to'] });
    expect(failure(() => parseWith(batchCallSchema, [{ to: 'abc' }]))).toEqual({ message: 'Invalid input', path: [0, 'to'] });
    expect(failure(() => parseWith(batchCallSchema, [{ to, data: 'abc' }]))).toEqual({ message: 'Invalid input', path: [0, 'data'] });
    expect(failure(() => parseWith(batchCallSchema, [{ to, value: -1n }]))).toEqual({ message: 'Invalid input', path: [0, 'value'] });
    expect(failure(() => parseWith(batchCallSchema, [{ to, value: 1 }]))).toEqual({ message: 'Invalid input', path: [0, 'value'] });
    expect(failure(() => parseWith(batchCallSchema, undefined))).toEqual({ message: 'Required', path: [] });
    expect(failure(() => parseWith(batchCallSchema, { to }))).toEqual({ message: 'Invalid input', path: [] });
  });

  it('accepts every generated batch', () => {
    const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'.split('')), maxLength: 80 });
    const call = fc.record(
      {
        to: hex.map((h) => `0x${h}`),
        data: hex.map((h) => `0x${h}`),
        value: fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 256n }), hex.filter((h) => h !== '').map((h) => `0x${h}`)),
      },
      { requiredKeys: ['to'] },
    );
    fc.assert(
      fc.property(fc.array(call, { maxLength: 5 }), (calls) => {
        const result = safeParseWith(batchCallSchema, calls);
        return result.success && result.data.length === calls.length && result.data.every((parsed, i) => parsed.to === calls[i]?.to);
      }),
      runs,
    );
  });

  it('rejects a call whose to or data does not start with 0x', () => {
    const notHexPrefixed = fc.string().filter((text) => !text.startsWith('0x'));
    const bad = fc.oneof(
      notHexPrefixed.map((text) => ({ to: text })),
      notHexPrefixed.map((text) => ({ to, data: text })),
      fc.integer().map((n) => ({ to, value: n })),
    );
    fc.assert(
      fc.property(bad, (value) => {
        const result = safeParseWith(callSchema, value);
        return !result.success && result.error.message === 'Invalid input' && result.error.path.length === 1;
      }),
      runs,
    );
  });
});

describe('emailSchema and otpSchema', () => {
  it('accepts valid email addresses only', () => {
    expect(parseWith(emailSchema, 'ada@example.com')).toBe('ada@example.com');
    expect(parseWith(emailSchema, 'first.last+tag@sub.example.co')).toBe('first.last+tag@sub.example.co');
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(failure(() => parseWith(emailSchema, bad)).message, bad).toBe('Invalid input');
    }
    expect(failure(() => parseWith(emailSchema, undefined)).message).toBe('Required');
  });

  it('accepts generated addresses and rejects near misses', () => {
    const word = (alphabet: string, max: number) => fc.string({ unit: fc.constantFrom(...alphabet.split('')), minLength: 1, maxLength: max });
    const local = fc.array(word('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-', 12), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
    const domain = fc
      .tuple(fc.array(word('abcdefghijklmnopqrstuvwxyz0123456789', 12), { minLength: 1, maxLength: 3 }), word('abcdefghijklmnopqrstuvwxyz', 6))
      .filter(([, top]) => top.length >= 2)
      .map(([labels, top]) => [...labels, top].join('.'));
    const email = fc.tuple(local, domain).map(([name, host]) => `${name}@${host}`);
    const nearMiss = fc.oneof(
      email.map((address) => address.replace('@', '')),
      email.map((address) => address.replace('@', '@@')),
      email.map((address) => `${address}.`),
      email.map((address) => ` ${address}`),
      email.map((address) => address.replace('@', '@.')),
      email.map((address) => `${'a'.repeat(255 - address.length)}${address}`),
    );
    fc.assert(
      fc.property(email, nearMiss, (good, bad) => {
        const rejected = safeParseWith(emailSchema, bad);
        return safeParseWith(emailSchema, good).success && !rejected.success && rejected.error.message === 'Invalid input';
      }),
      runs,
    );
  });

  it('takes any string as an OTP', () => {
    expect(parseWith(otpSchema, '123456')).toBe('123456');
    expect(failure(() => parseWith(otpSchema, 123456)).message).toBe('Invalid input');
    expect(failure(() => parseWith(otpSchema, undefined)).message).toBe('Required');
    fc.assert(fc.property(fc.string(), (code) => parseWith(otpSchema, code) === code), runs);
  });
});
