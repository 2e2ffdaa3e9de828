// A small schema validator for what the page runs before its first paint (the config's options, the stored values,
// the wallets' announcements) and before the first opening (the data services' answers the Connect view reads). It
// takes the shape of zod/mini's API for the kinds and checks those need (the rest of the product, loaded later,
// uses zod itself), so a schema reads the same either way, and it weighs a fraction of it. Like zod, an object drops keys it does not know (a loose one keeps them, a strict one refuses
// them), and checks run only on a value of the right kind.

/** One problem found, at `path`; only what the callers read (zod's issues carry the same fields). */
export interface Issue {
  readonly code: 'invalid_type' | 'invalid_value' | 'invalid_format' | 'too_big' | 'too_small' | 'invalid_union' | 'unrecognized_keys' | 'custom';
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly input: unknown;
  /** The unknown keys, for `unrecognized_keys`. */
  readonly keys?: readonly string[];
}

/** What safeParse gives. */
export type SafeParseResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly error: { readonly issues: readonly Issue[] } };

/** A check on a value of the schema's kind: reports a problem through `fail`. */
export type Check<T> = (value: T, fail: (code: Issue['code'], message?: string) => void) => void;

const FAILED: unique symbol = Symbol('failed');
type Run<T> = (input: unknown, path: readonly PropertyKey[], issues: Issue[]) => T | typeof FAILED;

/** A schema whose valid values are of type T. */
export interface Schema<T> {
  /** Type of the valid values (never set; for inference). */
  readonly _output?: T;
  /** Set on schemas that accept undefined for a missing key. */
  readonly optional?: boolean;
  /** Set on schemas that accept undefined as a value but not a missing key. */
  readonly keyRequired?: boolean;
  check(...checks: readonly Check<T>[]): Schema<T>;
  safeParse(input: unknown, options?: { readonly reportInput?: boolean }): SafeParseResult<T>;
  /** @internal */
  readonly run: Run<T>;
}

/** The type a schema accepts. */
export type Infer<S> = S extends Schema<infer T> ? T : never;
/** The type a schema gives (after its transforms), as zod names it. */
export type output<S> = Infer<S>;

function schema<T>(run: Run<T>, extra: { optional?: boolean; keyRequired?: boolean } = {}): Schema<T> {
  return {
    ...extra,
    run,
    check(...checks) {
      return schema<T>((input, path, issues) => {
        const value = run(input, path, issues);
        if (value === FAILED) return FAILED;
        const before = issues.length;
        for (const check of checks) {
          check(value, (code, message = 'Invalid input') => issues.push({ code, path, message, input: value }));
        }
        return issues.length > before ? FAILED : value;
      }, extra);
    },
    safeParse(input) {
      const issues: Issue[] = [];
      let value: T | typeof FAILED;
      try {
        value = run(input, [], issues);
      } catch {
        // A getter that throws, a proxy that refuses: the value is not one to keep.
        value = FAILED;
        if (issues.length === 0) issues.push({ code: 'custom', path: [], message: 'Invalid input', input });
      }
      return value === FAILED ? { success: false, error: { issues } } : { success: true, data: value };
    },
  };
}

/** A schema of values that pass `test`, refused with `code` otherwise. */
function leaf<T>(test: (input: unknown) => boolean, code: Issue['code'] = 'invalid_type'): Schema<T> {
  return schema<T>((input, path, issues) => {
    if (test(input)) return input as T;
    issues.push({ code, path, message: 'Invalid input', input });
    return FAILED;
  });
}

export const string = (): Schema<string> => leaf((input) => typeof input === 'string');
export const boolean = (): Schema<boolean> => leaf((input) => typeof input === 'boolean');
/** A finite number (zod refuses NaN and the infinities too). */
export const number = (): Schema<number> => leaf((input) => typeof input === 'number' && Number.isFinite(input));
/** A safe integer. */
export const int = (): Schema<number> => leaf((input) => typeof input === 'number' && Number.isSafeInteger(input));
export const bigint = (): Schema<bigint> => leaf((input) => typeof input === 'bigint');
/** Any value; as a member of an object, its key must be there (as zod has it). */
export const unknown = (): Schema<unknown> => schema((input) => input, { keyRequired: true });
export const literal = <const T extends string | number | boolean>(value: T): Schema<T> => leaf((input) => input === value, 'invalid_value');
export const custom = <T>(test: (input: unknown) => boolean): Schema<T> => leaf(test, 'custom');

/** One of `values`; the list is kept as `options`. */
export function enumOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> & { readonly options: T } {
  return Object.assign(leaf<T[number]>((input) => values.includes(input as T[number]), 'invalid_value'), { options: values });
}
export { enumOf as enum };

/** Email addresses: zod's default pattern. */
export const email = (): Schema<string> =>
  string().check(regex(/^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/));

/** Numbers from their text (`Number(input)`), then checked as numbers. */
export const coerce = {
  number: (): Schema<number> => {
    const finite = number();
    return schema((input, path, issues) => finite.run(Number(input), path, issues));
  },
};

export function optional<T>(inner: Schema<T>): Schema<T | undefined> & { readonly optional: true } {
  return schema<T | undefined>((input, path, issues) => (input === undefined ? undefined : inner.run(input, path, issues)), { optional: true }) as Schema<
    T | undefined
  > & { readonly optional: true };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schema<T | null>((input, path, issues) => (input === null ? null : inner.run(input, path, issues)), { optional: inner.optional === true });
}

export function union<const S extends readonly Schema<unknown>[]>(options: S): Schema<Infer<S[number]>> {
  return schema((input, path, issues) => {
    for (const option of options) {
      const value = option.run(input, path, []);
      if (value !== FAILED) return value as Infer<S[number]>;
    }
    issues.push({ code: 'invalid_union', path, message: 'Invalid input', input });
    return FAILED;
  });
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** A step of a pipe that maps the value before it (never fails). */
export interface Transform<I, O> extends Schema<O> {
  /** Type of the value it takes (never set; for inference). */
  readonly _input?: I;
}

/** Maps a value in a pipe. */
export function transform<I, O>(map: (value: I) => O): Transform<I, O> {
  return schema((input) => map(input as I));
}

/** Checks a value with `inner`, then hands what it gives to `next`. A missing member is run through, as in zod. */
export function pipe<A, O>(inner: Schema<A>, next: Transform<A, O>): Schema<O> {
  return schema((input, path, issues) => {
    const value = inner.run(input, path, issues);
    return value === FAILED ? FAILED : next.run(value, path, issues);
  });
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return schema((input, path, issues) => {
    if (!Array.isArray(input)) {
      issues.push({ code: 'invalid_type', path, message: 'Invalid input', input });
      return FAILED;
    }
    const out: T[] = [];
    let failed = false;
    input.forEach((element: unknown, index) => {
      const value = item.run(element, [...path, index], issues);
      if (value === FAILED) failed = true;
      else out.push(value);
    });
    return failed ? FAILED : out;
  });
}

/** An array of exactly these members, in order. */
export function tuple<const S extends readonly Schema<unknown>[]>(members: S): Schema<{ -readonly [K in keyof S]: Infer<S[K]> }> {
  return schema((input, path, issues) => {
    if (!Array.isArray(input)) {
      issues.push({ code: 'invalid_type', path, message: 'Invalid input', input });
      return FAILED;
    }
    // Optional members at the end may be left out.
    let required = members.length;
    while (required > 0 && members[required - 1]?.optional === true) required -= 1;
    if (input.length > members.length || input.length < required) {
      issues.push({ code: input.length > members.length ? 'too_big' : 'too_small', path, message: 'Invalid input', input });
      return FAILED;
    }
    const out: unknown[] = [];
    let failed = false;
    members.forEach((member, index) => {
      if (index >= input.length) return;
      const value = member.run(input[index], [...path, index], issues);
      if (value === FAILED) failed = true;
      else out.push(value);
    });
    return failed ? FAILED : (out as { -readonly [K in keyof S]: Infer<S[K]> });
  });
}

type Shape = Readonly<Record<string, Schema<unknown>>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The type of an object schema's values: its optional members may be missing. */
export type ObjectOutput<S extends Shape> = Simplify<{ [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }>;

type Mode = 'strip' | 'loose' | 'strict';
/** An object schema, with its members (for `partial`). */
export interface ObjectSchema<S extends Shape, T> extends Schema<T> {
  readonly shape: S;
  readonly mode: Mode;
}

function objectOf<S extends Shape, T>(shape: S, mode: Mode): ObjectSchema<S, T> {
  const keys = Object.keys(shape);
  const run: Run<T> = (input, path, issues) => {
    if (!isRecord(input)) {
      issues.push({ code: 'invalid_type', path, message: 'Invalid input', input });
      return FAILED;
    }
    const out: Record<string, unknown> = mode === 'loose' ? { ...input } : {};
    let failed = false;
    for (const key of keys) {
      const member = shape[key] as Schema<unknown>;
      const present = Object.prototype.hasOwnProperty.call(input, key);
      if (!present && member.keyRequired === true) {
        issues.push({ code: 'invalid_type', path: [...path, key], message: 'Invalid input', input: undefined });
        failed = true;
        continue;
      }
      const value = member.run(present ? input[key] : undefined, [...path, key], issues);
      if (value === FAILED) failed = true;
      else if (present || value !== undefined) out[key] = value;
    }
    if (mode === 'strict') {
      const unknownKeys = Object.keys(input).filter((key) => !Object.prototype.hasOwnProperty.call(shape, key));
      if (unknownKeys.length > 0) {
        issues.push({ code: 'unrecognized_keys', path, message: 'Unrecognized keys', input, keys: unknownKeys });
        failed = true;
      }
    }
    return failed ? FAILED : (out as T);
  };
  return Object.assign(schema(run), { shape, mode });
}

/** An object: unknown keys are dropped. */
export const object = <S extends Shape>(shape: S): ObjectSchema<S, ObjectOutput<S>> => objectOf(shape, 'strip');
/** An object: unknown keys are kept. */
export const looseObject = <S extends Shape>(shape: S): ObjectSchema<S, ObjectOutput<S> & Record<string, unknown>> => objectOf(shape, 'loose');
/** An object: unknown keys are refused. */
export const strictObject = <S extends Shape>(shape: S): ObjectSchema<S, ObjectOutput<S>> => objectOf(shape, 'strict');

/** The same object with every member optional. */
export function partial<S extends Shape, T>(base: ObjectSchema<S, T>): ObjectSchema<S, Partial<T>> {
  const shape = Object.fromEntries(Object.entries(base.shape).map(([key, member]) => [key, optional(member)])) as unknown as S;
  return objectOf(shape, base.mode);
}

function mapOf<K extends string, V>(key: Schema<K>, value: Schema<V>, keysFromList: boolean): Schema<Record<K, V>> {
  return schema((input, path, issues) => {
    if (!isRecord(input)) {
      issues.push({ code: 'invalid_type', path, message: 'Invalid input', input });
      return FAILED;
    }
    const out: Record<string, V> = {};
    const unknownKeys: string[] = [];
    let failed = false;
    for (const name of Object.keys(input)) {
      // A key outside a list is named once for the map, as zod does; a key refused by a check, at the key.
      const checkedKey = key.run(name, [...path, name], keysFromList ? [] : issues);
      if (checkedKey === FAILED && keysFromList) {
        unknownKeys.push(name);
        continue;
      }
      const checkedValue = value.run(input[name], [...path, name], issues);
      if (checkedKey === FAILED || checkedValue === FAILED) failed = true;
      else out[checkedKey] = checkedValue;
    }
    if (unknownKeys.length > 0) {
      issues.push({ code: 'unrecognized_keys', path, message: 'Unrecognized keys', input, keys: unknownKeys });
      failed = true;
    }
    return failed ? FAILED : (out as Record<K, V>);
  });
}

/** An object used as a map: every key checked by `key`, every value by `value`. */
export const record = <K extends string, V>(key: Schema<K>, value: Schema<V>): Schema<Record<K, V>> => mapOf(key, value, false);

/** A map whose keys are some of a list's (`key` is an enum): any other key is refused as unknown. */
export const partialRecord = <K extends string, V>(key: Schema<K>, value: Schema<V>): Schema<Partial<Record<K, V>>> => mapOf(key, value, true);

// Checks.
const lengthCheck =
  (limit: number, longest: boolean): Check<{ readonly length: number }> =>
  (value, fail) => {
    if (longest ? value.length > limit : value.length < limit) fail(longest ? 'too_big' : 'too_small');
  };
export const maxLength = (limit: number): Check<{ readonly length: number }> => lengthCheck(limit, true);
export const minLength = (limit: number): Check<{ readonly length: number }> => lengthCheck(limit, false);
export const regex =
  (pattern: RegExp, message?: string): Check<string> =>
  (value, fail) => {
    pattern.lastIndex = 0;
    if (!pattern.test(value)) fail('invalid_format', message);
  };
const bound =
  (test: (value: number) => boolean, code: Issue['code']): Check<number> =>
  (value, fail) => {
    if (!test(value)) fail(code);
  };
export const minimum = (limit: number): Check<number> => bound((value) => value >= limit, 'too_small');
export const maximum = (limit: number): Check<number> => bound((value) => value <= limit, 'too_big');
export const lte = maximum;
export const positive = (): Check<number> => bound((value) => value > 0, 'too_small');
export const nonnegative = (): Check<number> => bound((value) => value >= 0, 'too_small');
export const lt = (limit: number): Check<number> => bound((value) => value < limit, 'too_big');
/** A whole number, as a check on a number. */
export const integer = (): Check<number> => bound((value) => Number.isSafeInteger(value), 'invalid_type');
/** A check of any kind; `message` is the problem's text ('Invalid input' by default). */
export const refine =
  <T>(test: (value: T) => unknown, options: string | { readonly message?: string } = {}): Check<T> =>
  (value, fail) => {
    if (!test(value)) fail('custom', typeof options === 'string' ? options : options.message);
  };
