import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/ValidationError.js';
import { SchemaValidationError } from './SchemaValidationError.js';
import { parseWith, safeParseWith } from './parseWith.js';

const seed = process.env.FC_SEED;
const runs = { numRuns: 10_000, ...(seed ? { seed: Number(seed) } : {}) };

const user = z.object({
  name: z.string().min(1, 'Name is too short'),
  age: z.number().int(),
  tags: z.array(z.string()).optional(),
  contact: z.object({ email: z.email() }),
});

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
