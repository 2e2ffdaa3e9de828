import * as z from 'zod/mini';
import type { Hex } from 'viem';
import type { SiteContext } from '../context.js';
import { HttpError } from '../http/httpError.js';
import { RpcError } from '../rpc/rpcError.js';
import type { PublicUser } from '../users/users.js';
import { smartAccountChainIds } from './smartAccountConfig.js';
import { smartAccountConfigOf, smartAccountInfo } from './userSmartAccount.js';
import type { SmartAccountInfo } from './userSmartAccount.js';

/** Body of `POST /api/v1/smart-accounts/init`. */
export const initSmartAccountBody = z.strictObject({
  chainId: z.string().check(z.regex(/^eip155:\d{1,10}$/, 'Expected an eip155 CAIP-2 network id')),
});

/** `GET /api/v1/smart-accounts/networks`: the EVM chain ids where users get a smart account. */
export function smartAccountNetworks(ctx: SiteContext): { smartAccountEnabledNetworks: number[] } {
  return { smartAccountEnabledNetworks: smartAccountChainIds(ctx.smartAccounts, ctx.evmRpcUrls) };
}

/**
 * `POST /api/v1/smart-accounts/init`: the user's smart account on the chain (its counterfactual address until
 * its first transaction deploys it) and whether it is deployed. 400 SMART_ACCOUNT_NOT_ENABLED on other chains.
 */
export async function initSmartAccount(ctx: SiteContext, user: PublicUser, body: z.infer<typeof initSmartAccountBody>): Promise<SmartAccountInfo> {
  const reference = body.chainId.slice('eip155:'.length);
  if (!smartAccountChainIds(ctx.smartAccounts, ctx.evmRpcUrls).includes(Number(reference))) {
    throw new HttpError(400, 'SMART_ACCOUNT_NOT_ENABLED', `Smart accounts are not enabled on ${body.chainId}`);
  }
  try {
    return await smartAccountInfo(ctx.evmRpcUrls, smartAccountConfigOf(ctx.smartAccounts, reference), reference, user.evmAddress as Hex);
  } catch (error) {
    if (error instanceof RpcError) throw new HttpError(400, 'SMART_ACCOUNT_NOT_ENABLED', error.message);
    ctx.onError(error);
    throw new HttpError(502, 'CHAIN_UNAVAILABLE', `The node of ${body.chainId} did not answer`);
  }
}
