import type { ApprovalDescription } from './description.js';
import { networkLabel } from './description.js';
import { describeEvmRequest } from './describeEvm.js';
import { describeSolanaRequest } from './describeSolana.js';

/** Longest parameters text shown for a method the card has no dedicated layout for. */
const MAX_GENERIC_PARAMS = 20_000;

/** An RPC request as the page sends it in RPC_REQUEST. */
export interface RpcRequest {
  readonly chainId: string;
  readonly method: string;
  readonly params?: unknown;
}

function genericParams(params: unknown): string {
  const text = params === undefined ? 'None' : (JSON.stringify(params, null, 2) ?? 'None');
  return text.length > MAX_GENERIC_PARAMS ? `${text.slice(0, MAX_GENERIC_PARAMS)}\n…` : text;
}

/**
 * What the approval card shows for a request that needs the visitor's approval: the heading, the network and
 * exactly what is signed or sent. Throws `Invalid params: ...` (code -32602) when the params cannot be read, so
 * nothing unreadable is ever offered for approval.
 */
export function describeRequest(request: RpcRequest): ApprovalDescription {
  const { chainId, method, params } = request;
  const known = describeEvmRequest(method, params) ?? describeSolanaRequest(method, params);
  const network = networkLabel(chainId);
  if (known) return { ...known, method, network };
  return {
    title: 'Approve request',
    method,
    network,
    fields: [
      { label: 'Method', value: method },
      { label: 'Parameters', value: genericParams(params), block: true },
    ],
  };
}
