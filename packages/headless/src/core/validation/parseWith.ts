import type * as z from 'zod/mini';
import type { Schema } from './lite.js';
import { SchemaValidationError } from './SchemaValidationError.js';

/** Outcome of {@link safeParseWith}. */
export type SafeParseWithResult<T> = { success: true; data: T } | { success: false; error: SchemaValidationError };

interface ReportedIssue {
  readonly code?: unknown;
  readonly input?: unknown;
  readonly path?: unknown;
}

const PARSE_PARAMS = { reportInput: true, error: () => 'Invalid input' };

function toError(issue: ReportedIssue | undefined, value: unknown): SchemaValidationError {
  // An absent value fails its type, enum, literal or union check with `input: undefined`; a refinement that
  // rejects `undefined` on purpose ('custom') is a rule, not a missing field.
  const missing = issue !== undefined && 'input' in issue && issue.input === undefined && issue.code !== 'custom';
  const path = Array.isArray(issue?.path) ? [...(issue.path as PropertyKey[])] : [];
  return new SchemaValidationError(missing ? 'Required' : 'Invalid input', path, value);
}

/** A zod/mini schema or one of the small validator's (`lite.ts`), which has the same `safeParse`. */
export type AnySchema = z.ZodMiniType | Schema<unknown>;
/** What a schema of either kind gives. */
export type SchemaOutput<S> = S extends Schema<infer T> ? T : S extends z.ZodMiniType ? z.output<S> : never;

interface SafeParser {
  safeParse(value: unknown, params: typeof PARSE_PARAMS): { success: true; data: unknown } | { success: false; error: { issues: readonly ReportedIssue[] } };
}

/**
 * Parses `value` with a schema (zod/mini's or the small validator's), never throwing; a failure reads 'Required'
 * or 'Invalid input' and has a path. Only the schema's own method is called, so this module does not bring zod.
 */
export function safeParseWith<S extends AnySchema>(schema: S, value: unknown): SafeParseWithResult<SchemaOutput<S>> {
  try {
    // `reportInput` puts each rejected value on its issue, which is how an absent value is told apart; the
    // constant `error` spares zod from formatting localized messages that are replaced anyway.
    const result = (schema as unknown as SafeParser).safeParse(value, PARSE_PARAMS);
    if (result.success) return { success: true, data: result.data as SchemaOutput<S> };
    return { success: false, error: toError(result.error.issues[0], value) };
  } catch {
    // Getters, proxies or async refinements can throw out of zod; they are an invalid input, not a crash.
    return { success: false, error: toError(undefined, value) };
  }
}

/** Returns the schema's output for `value` or throws a SchemaValidationError reading 'Required' or 'Invalid input'. */
export function parseWith<S extends AnySchema>(schema: S, value: unknown): SchemaOutput<S> {
  const result = safeParseWith(schema, value);
  if (!result.success) throw result.error;
  return result.data;
}
