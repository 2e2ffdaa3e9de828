import * as z from 'zod/mini';
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

/** Parses `value` with a zod schema, never throwing; a failure reads 'Required' or 'Invalid input' and has a path. */
export function safeParseWith<S extends z.core.$ZodType>(schema: S, value: unknown): SafeParseWithResult<z.output<S>> {
  try {
    // `reportInput` puts each rejected value on its issue, which is how an absent value is told apart; the
    // constant `error` spares zod from formatting localized messages that are replaced anyway.
    const result = z.safeParse(schema, value, PARSE_PARAMS);
    if (result.success) return { success: true, data: result.data };
    return { success: false, error: toError(result.error.issues[0], value) };
  } catch {
    // Getters, proxies or async refinements can throw out of zod; they are an invalid input, not a crash.
    return { success: false, error: toError(undefined, value) };
  }
}

/** Returns the schema's output for `value` or throws a SchemaValidationError reading 'Required' or 'Invalid input'. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = safeParseWith(schema, value);
  if (!result.success) throw result.error;
  return result.data;
}
