import * as z from 'zod/mini';
import type { Hex } from 'viem';
import type { SiteContext } from '../context.js';
import type { PublicUser, UserSigners } from '../users/users.js';
import { loadSigners } from '../users/users.js';
import { handleEvmRequest } from '../rpc/evm.js';
import { handleSolanaRequest } from '../rpc/solana.js';
import { handleSmartAccountRequest } from '../smartAccounts/smartAccountRpc.js';
import { notAllowed, toRpcError } from '../rpc/rpcError.js';
import type { RpcError } from '../rpc/rpcError.js';

/** Body of `POST /api/v1/rpc`. */
export const rpcBody = z.strictObject({
  chainId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')),
  method: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'Invalid method')),
  params: z.optional(z.unknown()),
  /** The EVM account the request is from: the user's key (eoa, the default) or the smart account it owns. */
  accountType: z.optional(z.enum(['eoa', 'smartAccount'])),
});

/** Runs a request with the user's keys; resolves to `{ result }` or an RpcError to answer. */
export async function runRpc(ctx: SiteContext, user: PublicUser & { id: string }, body: z.infer<typeof rpcBody>): Promise<{ result: unknown } | RpcError> {
  const [namespace, reference = ''] = body.chainId.split(':');
  let signers: Promise<UserSigners> | undefined;
  const load = () => (signers ??= loadSigners(ctx.db, ctx.keys.encryption, user.id));
  try {
    if (namespace === 'eip155' && body.accountType === 'smartAccount') {
      const result = await handleSmartAccountRequest(
        {
          db: ctx.db,
          userId: user.id,
          ownerAddress: user.evmAddress as Hex,
          rpcUrls: ctx.evmRpcUrls,
          smartAccounts: ctx.smartAccounts,
          reference,
          account: async () => (await load()).evm,
          now: () => ctx.now(),
        },
        body.method,
        body.params,
      );
      return { result };
    }
    if (namespace === 'eip155') {
      const result = await handleEvmRequest(
        {
          db: ctx.db,
          userId: user.id,
          evmAddress: user.evmAddress as Hex,
          rpcUrls: ctx.evmRpcUrls,
          reference,
          account: async () => (await load()).evm,
          now: () => ctx.now(),
        },
        body.method,
        body.params,
      );
      return { result };
    }
    if (namespace === 'solana') {
      const result = await handleSolanaRequest(
        { solanaAddress: user.solanaAddress, rpcUrls: ctx.solanaRpcUrls, reference, keypair: async () => (await load()).solana },
        body.method,
        body.params,
      );
      return { result };
    }
    return notAllowed();
  } catch (error) {
    return toRpcError(error);
  }
}
