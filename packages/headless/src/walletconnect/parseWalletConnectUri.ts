import * as z from '../core/validation/lite.js';
import { WalletConnectError } from './WalletConnectError.js';

/** The parts of a WalletConnect v2 pairing URI. */
export interface WalletConnectUri {
  readonly topic: string;
  readonly version: 2;
  readonly symKey: string;
  readonly relayProtocol: string;
  /** Epoch seconds, when the URI carries it. */
  readonly expiryTimestamp: number | undefined;
}

/** Longest pairing URI accepted: real ones are about 200 characters. */
export const MAX_WALLETCONNECT_URI_LENGTH = 2048;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/i));
const paramsSchema = z.object({
  symKey: hex64,
  relayProtocol: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)),
  expiryTimestamp: z.optional(z.string().check(z.regex(/^\d{1,13}$/))),
});

/** Parses a `wc:{topic}@2?relay-protocol=…&symKey=…` URI; throws WalletConnectError('WC_INVALID_URI'). */
export function parseWalletConnectUri(uri: unknown): WalletConnectUri {
  const fail = () => new WalletConnectError('WC_INVALID_URI', 'Invalid WalletConnect URI');
  if (typeof uri !== 'string' || uri.length > MAX_WALLETCONNECT_URI_LENGTH) throw fail();
  const match = /^wc:([0-9a-f]{64})@2\?(.*)$/i.exec(uri);
  if (!match?.[1] || match[2] === undefined) throw fail();
  const search = new URLSearchParams(match[2]);
  const params = paramsSchema.safeParse({
    symKey: search.get('symKey') ?? undefined,
    relayProtocol: search.get('relay-protocol') ?? undefined,
    expiryTimestamp: search.get('expiryTimestamp') ?? undefined,
  });
  if (!params.success) throw fail();
  return {
    topic: match[1].toLowerCase(),
    version: 2,
    symKey: params.data.symKey.toLowerCase(),
    relayProtocol: params.data.relayProtocol,
    expiryTimestamp: params.data.expiryTimestamp === undefined ? undefined : Number(params.data.expiryTimestamp),
  };
}
