import { BaseError, encodeFunctionData, erc20Abi, formatUnits, maxUint256 } from 'viem';
import type { Address } from 'viem';
import { jsonReply } from './ApiReply.js';
import {
  SWAPS_UNSUPPORTED,
  convertError,
  parseAmount,
  parseSlippage,
  parseSwapPair,
  parseTokenParam,
  requiredParam,
} from './convertParams.js';
import type { SwapPairParams } from './convertParams.js';
import { parseAccountParam } from './parseAccountParam.js';
import { quoteConvertPair } from './quoteConvertPair.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';
import { DEFAULT_SLIPPAGE_PERCENT, SWAP_DEADLINE_SECONDS, buildSwapCalldata, minimumAmountOut } from '../swap/buildSwapCalldata.js';
import type { SwapCall } from '../swap/buildSwapCalldata.js';

/**
 * Gas limit headroom over the node's estimate, in percent. A Uniswap V2 pair writes its cumulative prices only in a
 * block whose timestamp differs from its last update's, so a swap estimated within the pair's last second and
 * mined in the next costs up to two more storage writes (about 40,000 gas on a swap of about 115,000): 20 % was
 * not enough when the machine was slow.
 */
const GAS_HEADROOM_PERCENT = 50n;

/** Checks that `user` holds and has approved what the swap sells, then has the node estimate its gas. */
async function estimateSwapGas(pair: SwapPairParams, user: Address, amount: bigint, call: SwapCall): Promise<bigint> {
  const { client } = pair.chain;
  const { from } = pair;
  const shown = (value: bigint): string => `${formatUnits(value, from.decimals)} ${from.symbol}`;
  if (from.native) {
    const balance = await client.getBalance({ address: user });
    if (balance < amount) throw convertError('INSUFFICIENT_BALANCE', `Insufficient balance: ${user} holds ${shown(balance)}, the swap sells ${shown(amount)}`);
  } else {
    const [balance, allowance] = await Promise.all([
      client.readContract({ address: from.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
      client.readContract({ address: from.address, abi: erc20Abi, functionName: 'allowance', args: [user, call.to] }),
    ]);
    if (balance < amount) throw convertError('INSUFFICIENT_BALANCE', `Insufficient balance: ${user} holds ${shown(balance)}, the swap sells ${shown(amount)}`);
    if (allowance < amount) {
      throw convertError('INSUFFICIENT_ALLOWANCE', `Insufficient allowance: the router may spend ${shown(allowance)}, the swap sells ${shown(amount)}`);
    }
  }
  try {
    const estimate = await client.estimateGas({ account: user, to: call.to, data: call.data, value: call.value });
    return (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n;
  } catch (error) {
    const reason = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
    throw convertError('SIMULATION_FAILED', `The swap would fail: ${reason}`);
  }
}

/** The body of a POST as an object; anything else is a 400. */
function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw convertError('INVALID_PARAMETER', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** `POST /v1/convert/build-transaction` and `GET /v1/convert/build-approve` over the devnet chains' Uniswap V2 router. */
export const convertBuildRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/convert\/build-transaction$/,
    async handle({ req, state }) {
      const body = bodyObject(await readJsonBody(req));
      const amount = parseAmount(body.amount);
      const { eip155, disableEstimate } = body;
      if (eip155 !== undefined && (typeof eip155 !== 'object' || eip155 === null || Array.isArray(eip155))) {
        throw convertError('INVALID_PARAMETER', 'eip155 must be an object');
      }
      const slippage = parseSlippage((eip155 as Record<string, unknown> | undefined)?.slippage, DEFAULT_SLIPPAGE_PERCENT);
      if (disableEstimate !== undefined && typeof disableEstimate !== 'boolean') {
        throw convertError('INVALID_PARAMETER', 'disableEstimate must be a boolean');
      }
      const { address: user } = parseAccountParam(typeof body.userAddress === 'string' ? body.userAddress : undefined);
      const pair = parseSwapPair(state, body.from, body.to);
      if (!pair) throw convertError('UNSUPPORTED_NETWORK', SWAPS_UNSUPPORTED);
      const route = await quoteConvertPair(pair, amount);
      if (!route) throw convertError('NO_ROUTE', `No route from ${pair.from.symbol} to ${pair.to.symbol}`);
      const { client, devChain } = pair.chain;
      const latest = await client.getBlock({ blockTag: 'latest' });
      const deadline = latest.timestamp + BigInt(SWAP_DEADLINE_SECONDS);
      const amountOutMin = minimumAmountOut(route.amountOut, slippage);
      const call = buildSwapCalldata({
        router: devChain.contracts.uniswap.router,
        fromNative: pair.from.native,
        toNative: pair.to.native,
        path: route.path,
        amountIn: amount,
        amountOutMin,
        recipient: user,
        deadline,
      });
      const [gasPrice, gas] = await Promise.all([
        client.getGasPrice(),
        disableEstimate === true ? undefined : estimateSwapGas(pair, user, amount, call),
      ]);
      return jsonReply(200, {
        tx: {
          from: user,
          to: call.to,
          data: call.data,
          amount: call.value.toString(),
          eip155: { ...(gas === undefined ? {} : { gas: gas.toString() }), gasPrice: gasPrice.toString() },
        },
        fromAmount: amount.toString(),
        toAmount: route.amountOut.toString(),
        toAmountMin: amountOutMin.toString(),
        deadline: Number(deadline),
        path: route.path,
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/build-approve$/,
    async handle({ query, state }) {
      const token = parseTokenParam(state, 'from', query.get('from'));
      const target = parseTokenParam(state, 'to', query.get('to'));
      const { address: user } = parseAccountParam(requiredParam(query, 'userAddress'));
      if (token.kind !== 'token' || target.kind !== 'token') throw convertError('UNSUPPORTED_NETWORK', SWAPS_UNSUPPORTED);
      if (token.chain !== target.chain) throw convertError('INVALID_PARAMETER', 'from and to must be on the same network');
      if (token.token.native) throw convertError('NO_APPROVAL_NEEDED', `${token.token.symbol} is the native currency and needs no approval`);
      const unlimited = query.get('unlimited');
      if (unlimited !== null && unlimited !== 'true' && unlimited !== 'false') throw convertError('INVALID_PARAMETER', 'unlimited must be true or false');
      const amountParam = query.get('amount');
      let amount: bigint;
      if (unlimited === 'true') {
        if (amountParam !== null) throw convertError('INVALID_PARAMETER', 'Give either amount or unlimited=true, not both');
        amount = maxUint256;
      } else {
        if (amountParam === null || amountParam === '') {
          throw convertError('INVALID_PARAMETER', 'amount is required (or unlimited=true for an unlimited approval)');
        }
        amount = parseAmount(amountParam);
      }
      const { client, devChain } = token.chain;
      const spender = devChain.contracts.uniswap.router;
      const [allowance, gasPrice] = await Promise.all([
        client.readContract({ address: token.token.address, abi: erc20Abi, functionName: 'allowance', args: [user, spender] }),
        client.getGasPrice(),
      ]);
      const approveTx = (value: bigint) => ({
        from: user,
        to: token.token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, value] }),
        value: '0',
        eip155: { gasPrice: gasPrice.toString() },
      });
      const resetRequired = token.token.approvalResetRequired && allowance > 0n;
      return jsonReply(200, {
        tx: approveTx(amount),
        spender,
        amount: amount.toString(),
        allowance: allowance.toString(),
        allowanceResetRequired: resetRequired,
        ...(resetRequired ? { resetTx: approveTx(0n) } : {}),
      });
    },
  },
];
