import fc from 'fast-check';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
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

// Most inputs here are rejected, each building an error; stacks are never read, and capturing them dominates.
const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});

// A schema with its own messages, nesting and optional fields, to show that parseWith replaces all of them.
const user = z.object({
  name: z.string().min(1, 'Name is too short'),
  age: z.number().int(),
  tags: z.array(z.string()).optional(),
  contact: z.object({ email: z.email() }),
});

/** The SchemaValidationError `run` throws; anything else fails the test. */
function caught(run: () => unknown): SchemaValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof SchemaValidationError) return error;
    throw new Error(`unexpected ${String(error)}`);
  }
  throw new Error('did not throw');
}

/** Follows `path` into `value`; undefined when any step is missing. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.prototype.hasOwnProperty.call(current, key) ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return current;
}

/** The message and path of the SchemaValidationError `run` throws. */
function failure(run: () => unknown): { message: string; path: readonly PropertyKey[] } {
  const { message, path } = caught(run);
  return { message, path };
}

describe('parseWith', () => {
  it('returns the parsed data', () => {
    const data = { name: 'Ada', age: 36, contact: { email: 'ada@example.com' }, extra: 1 };
    expect(parseWith(user, data)).toEqual({ name: 'Ada', age: 36, contact: { email: 'ada@example.com' } });
    expect(parseWith(z.string(), 'x')).toBe('x');
  });

  it("reports a missing value as 'Required' with its path", () => {
    const error = caught(() => parseWith(user, { name: 'Ada', contact: { email: 'ada@example.com' } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Required');
    expect(error.path).toEqual(['age']);
    expect(caught(() => parseWith(user, { name: 'Ada', age: 1, contact: {} })).path).toEqual(['contact', 'email']);
    expect(caught(() => parseWith(z.string(), undefined)).message).toBe('Required');
    expect(caught(() => parseWith(z.union([z.string(), z.number()]), undefined)).message).toBe('Required');
    expect(caught(() => parseWith(z.object({ a: z.union([z.string(), z.number()]) }), {})).path).toEqual(['a']);
  });

  it("reports any other problem as 'Invalid input', ignoring the schema's own messages", () => {
    const tooShort = caught(() => parseWith(user, { name: '', age: 1, contact: { email: 'a@b.co' } }));
    expect(tooShort.message).toBe('Invalid input');
    expect(tooShort.path).toEqual(['name']);
    const badEmail = caught(() => parseWith(user, { name: 'A', age: 1, contact: { email: 'nope' } }));
    expect(badEmail.message).toBe('Invalid input');
    expect(badEmail.path).toEqual(['contact', 'email']);
    expect(caught(() => parseWith(user, { name: 'A', age: 1.5, contact: { email: 'a@b.co' } })).path).toEqual(['age']);
    expect(caught(() => parseWith(user, null)).message).toBe('Invalid input');
    expect(caught(() => parseWith(user, null)).path).toEqual([]);
    expect(caught(() => parseWith(z.string({ error: 'Custom text' }), 5)).message).toBe('Invalid input');
    expect(caught(() => parseWith(z.undefined().refine(() => false), undefined)).message).toBe('Invalid input');
    expect(caught(() => parseWith(z.array(z.string()), ['a', 1])).path).toEqual([1]);
  });

  it('turns exceptions raised while reading the input into Invalid input', () => {
    const getter = Object.defineProperty({}, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const error = caught(() => parseWith(user, getter));
    expect(error.message).toBe('Invalid input');
    expect(error.path).toEqual([]);
    expect(error.input).toBe(getter);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(caught(() => parseWith(user, proxy)).message).toBe('Invalid input');
    expect(caught(() => parseWith(z.string().refine(async () => true), 'x')).message).toBe('Invalid input');
    const throwingRefine = z.string().refine(() => {
      throw new TypeError('bug');
    });
    expect(caught(() => parseWith(throwingRefine, 'x')).message).toBe('Invalid input');
  });

  it('ignores __proto__ keys', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "name": "A", "age": 1, "contact": {"email": "a@b.co"}}') as unknown;
    const data = parseWith(user, input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('safeParseWith', () => {
  it('never throws and carries the same error', () => {
    expect(safeParseWith(z.number(), 1)).toEqual({ success: true, data: 1 });
    const result = safeParseWith(user, { name: 'A' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toBeInstanceOf(SchemaValidationError);
      expect(result.error.message).toBe('Required');
      expect(result.error.path).toEqual(['age']);
    }
  });

  it("says 'Required' exactly when the first issue points at an absent value", () => {
    const any = fc.anything({ maxDepth: 2, maxKeys: 4 });
    const contact = fc.oneof(any, fc.record({ email: fc.oneof(any, fc.constant('a@b.co')) }, { requiredKeys: [] }));
    const shaped = fc.record({ name: fc.oneof(any, fc.string()), age: fc.oneof(any, fc.integer()), contact }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(any, shaped), (value) => {
        const result = safeParseWith(user, value);
        if (result.success) return true;
        const { message, path } = result.error;
        const absent = at(value, path) === undefined;
        return absent ? message === 'Required' : message === 'Invalid input';
      }),
      runs,
    );
  });

  it('agrees with parseWith and with zod on success', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 })), (value) => {
        const schema = z.array(z.string()).min(1);
        const result = safeParseWith(schema, value);
        if (result.success !== schema.safeParse(value).success) return false;
        try {
          const data = parseWith(schema, value);
          return result.success && data.length === (value as string[]).length;
        } catch (error) {
          return !result.success && error instanceof SchemaValidationError && error.message === result.error.message;
        }
      }),
      runs,
    );
  });
});

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
