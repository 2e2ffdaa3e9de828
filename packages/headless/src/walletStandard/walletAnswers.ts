import type * as z from 'zod/mini';
import { ConnectError } from '../core/index.js';

/** A wallet answered with something that is not what it was asked for. */
export function invalidWalletResponse(message: string, cause?: unknown): ConnectError {
  return new ConnectError('INVALID_WALLET_RESPONSE', message, cause === undefined ? undefined : { cause });
}

/** True when two byte arrays hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The params of a wallet method, parsed by the method's schema; INVALID_PARAMS naming the method otherwise. */
export function parseWalletParams<S extends Readonly<Record<string, z.ZodMiniType>>, M extends keyof S & string>(
  schemas: S,
  method: M,
  params: unknown,
): z.output<S[M]> {
  const parsed = schemas[method]?.safeParse(params);
  if (!parsed?.success) throw new ConnectError('INVALID_PARAMS', `Invalid params for ${method}`);
  return parsed.data as z.output<S[M]>;
}
