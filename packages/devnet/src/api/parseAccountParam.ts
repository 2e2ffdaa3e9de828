import { getAddress, isAddress } from 'viem';
import type { Address } from 'viem';
import { ReplyError, errorReply } from './ApiReply.js';

/** An EVM account named in a request: its checksummed address and, for a CAIP-10 id, its CAIP-2 network. */
export interface AccountParam {
  readonly address: Address;
  readonly network: string | undefined;
}

/** Reads a plain EVM address or an `eip155:<id>:<address>` id; anything else is refused with 400. */
export function parseAccountParam(raw: string | null | undefined): AccountParam {
  if (typeof raw === 'string') {
    const parts = raw.split(':');
    const candidate = parts.length === 3 ? parts[2] : raw;
    if (candidate !== undefined && isAddress(candidate, { strict: false })) {
      return { address: getAddress(candidate), network: parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined };
    }
  }
  throw new ReplyError(errorReply(400, 'Invalid address'));
}
