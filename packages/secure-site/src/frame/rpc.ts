import * as z from 'zod/mini';
import type { SecureSiteApi } from './api.js';
import { describeRequest } from './approval/describeRequest.js';
import type { RpcRequest } from './approval/describeRequest.js';
import type { ApprovalQueue } from './approval/queue.js';
import { FrameRequestError } from './errors.js';
import { needsApproval } from './rpcMethods.js';

const rpcAnswer = z.object({ result: z.unknown() });

/** What RPC_REQUEST needs. */
export interface RpcContext {
  readonly api: SecureSiteApi;
  readonly approvals: ApprovalQueue;
  /** The signed-in user's EVM address (for eth_accounts), or undefined when signed out. */
  readonly evmAddress: () => Promise<string | undefined>;
  /** True while a session token is stored. */
  readonly isSignedIn: () => boolean;
  /** The EVM account requests on a network are sent from (the smart account or the EOA); EOA when absent. */
  readonly accountType?: (chainId: string) => Promise<'eoa' | 'smartAccount'>;
}

async function callServer(context: RpcContext, request: RpcRequest): Promise<{ result: unknown }> {
  const { chainId, method, params } = request;
  const accountType = chainId.startsWith('eip155:') && context.accountType ? await context.accountType(chainId) : 'eoa';
  const body = { chainId, method, ...(params === undefined ? {} : { params }), ...(accountType === 'smartAccount' ? { accountType } : {}) };
  return context.api.post('/api/v1/rpc', body, rpcAnswer);
}

/** `0x`-hex chain id of an eip155 CAIP-2 network. */
function hexChainId(chainId: string): string {
  const [namespace, reference] = chainId.split(':');
  if (namespace !== 'eip155' || !reference || !/^\d{1,10}$/.test(reference)) {
    throw new FrameRequestError(`eth_chainId is not available on ${chainId}`, 4901);
  }
  return `0x${BigInt(reference).toString(16)}`;
}

/**
 * RPC_REQUEST: eth_chainId and eth_accounts are answered here; methods that sign or send wait for the visitor's
 * approval on the card (the server is called only on Approve; Reject answers 4001); everything else goes to the
 * server, which refuses what is not allowed (4200 'Requested RPC call is not allowed').
 */
export async function handleRpcRequest(context: RpcContext, request: RpcRequest): Promise<{ result: unknown }> {
  if (request.method === 'eth_chainId') return { result: hexChainId(request.chainId) };
  if (request.method === 'eth_accounts') {
    const address = await context.evmAddress();
    return { result: address ? [address] : [] };
  }
  if (!needsApproval(request.method)) return callServer(context, request);
  // Nothing to approve without a session: no card is shown for a request the server would refuse anyway.
  if (!context.isSignedIn()) throw new FrameRequestError('The requested account is not authorized', 4100);
  // Reading the request first: params the card cannot show are refused (-32602) instead of offered blind.
  const description = describeRequest(request);
  return context.approvals.request(description, () => callServer(context, request));
}
