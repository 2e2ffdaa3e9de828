import { erc20Abi, maxUint256 } from 'viem';
import { errorReply, jsonReply } from './ApiReply.js';
import { USD_PRICES } from './apiFixtures.js';
import { convertBuildRoutes } from './convertBuildRoutes.js';
import { SWAPS_UNSUPPORTED, convertError, parseAmount, parseSwapPair, parseTokenParam, requiredParam } from './convertParams.js';
import type { DevnetApiState } from './DevnetApiState.js';
import { parseAccountParam } from './parseAccountParam.js';
import { quoteConvertPair } from './quoteConvertPair.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';
import { findSwapToken, swapTokenCaip, swapTokensOf } from '../swap/swapTokens.js';
import type { SwapToken } from '../swap/swapTokens.js';

/** The devnet token a CAIP-10 id names, or undefined for anything else (malformed ids included). */
function lookUpToken(state: DevnetApiState, caipAddress: unknown): SwapToken | undefined {
  if (typeof caipAddress !== 'string') return undefined;
  const [namespace, reference, address, ...rest] = caipAddress.split(':');
  const chain = rest.length === 0 ? state.chainFor(`${namespace}:${reference}`) : undefined;
  return chain && address !== undefined ? findSwapToken(chain.devChain.contracts, address) : undefined;
}

/**
 * Swap (`/v1/convert/*`) and price (`/v1/fungible/price`) endpoints over the devnet chains' Uniswap V2 pools:
 * every devnet chain is a swap network; quotes are the router's `getAmountsOut` on the best route.
 */
export const convertRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/tokens$/,
    handle({ query, state }) {
      const chain = state.chainFor(requiredParam(query, 'chainId'));
      if (!chain) return jsonReply(200, { tokens: [] });
      const tokens = swapTokensOf(chain.devChain.contracts).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: swapTokenCaip(chain.caipNetworkId, token),
        decimals: token.decimals,
        logoUri: state.imageUrl('token', token.symbol),
        ...(token.native ? {} : { eip2612: false }),
        approvalResetRequired: token.approvalResetRequired,
      }));
      return jsonReply(200, { tokens });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/quotes$/,
    async handle({ query, state }) {
      const amount = parseAmount(query.get('amount'));
      parseAccountParam(requiredParam(query, 'userAddress'));
      const gasPrice = query.get('gasPrice');
      if (gasPrice !== null && gasPrice !== '' && !/^\d{1,78}$/.test(gasPrice)) {
        throw convertError('INVALID_PARAMETER', 'gasPrice must be an integer amount of wei');
      }
      const pair = parseSwapPair(state, query.get('from'), query.get('to'));
      const route = pair && (await quoteConvertPair(pair, amount));
      if (!pair || !route) return jsonReply(200, { quotes: [] });
      return jsonReply(200, {
        quotes: [
          {
            id: null,
            fromAmount: route.amountIn.toString(),
            fromAccount: pair.fromCaip,
            toAmount: route.amountOut.toString(),
            toAccount: pair.toCaip,
            path: route.path,
          },
        ],
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/allowance$/,
    async handle({ query, state }) {
      const token = parseTokenParam(state, 'tokenAddress', query.get('tokenAddress'));
      const { address: owner } = parseAccountParam(requiredParam(query, 'userAddress'));
      if (token.kind !== 'token') throw convertError('UNSUPPORTED_NETWORK', SWAPS_UNSUPPORTED);
      const spender = token.chain.devChain.contracts.uniswap.router;
      if (token.token.native) return jsonReply(200, { allowance: maxUint256.toString(), spender });
      const allowance = await token.chain.client.readContract({
        address: token.token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      });
      return jsonReply(200, { allowance: allowance.toString(), spender });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/gas-price$/,
    async handle({ query, state }) {
      const chain = state.chainFor(requiredParam(query, 'chainId'));
      if (!chain) throw convertError('UNSUPPORTED_NETWORK', 'Network not supported for Gas Price');
      const price = await chain.client.getGasPrice();
      return jsonReply(200, {
        standard: price.toString(),
        fast: ((price * 12n) / 10n).toString(),
        instant: ((price * 15n) / 10n).toString(),
      });
    },
  },
  ...convertBuildRoutes,
  {
    method: 'POST',
    pattern: /^\/v1\/fungible\/price$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      const { currency, addresses } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (currency !== undefined && currency !== 'usd') return errorReply(400, 'Unsupported currency');
      if (!Array.isArray(addresses)) return errorReply(400, 'addresses must be a list');
      const fungibles = addresses
        .map((address) => lookUpToken(state, address))
        .filter((token): token is SwapToken => token !== undefined)
        .map((token) => ({
          name: token.name,
          symbol: token.symbol,
          iconUrl: state.imageUrl('token', token.symbol),
          price: USD_PRICES[token.symbol] ?? 0,
        }));
      return jsonReply(200, { fungibles });
    },
  },
];
