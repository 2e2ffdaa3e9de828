import { encodeFunctionData, erc20Abi, getAddress, isAddress, maxUint256 } from 'viem';
import type { Address } from 'viem';
import { ReplyError, errorReply, jsonReply } from './ApiReply.js';
import { DEV_TOKEN, NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS, SWAP_SPENDER, USD_PRICES } from './apiFixtures.js';
import type { DevnetApiState, DevnetChainHandle } from './DevnetApiState.js';
import { parseAccountParam } from './parseAccountParam.js';
import { readJsonBody } from './readRequestBody.js';
import type { Route } from './Route.js';

/** A token named by a CAIP-10 id that the devnet knows. */
interface KnownToken {
  readonly chain: DevnetChainHandle;
  readonly native: boolean;
  readonly address: Address;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

function findToken(state: DevnetApiState, caipAddress: unknown): KnownToken | undefined {
  if (typeof caipAddress !== 'string') return undefined;
  const [namespace, reference, address] = caipAddress.split(':');
  const chain = state.chainFor(`${namespace}:${reference}`);
  if (!chain || address === undefined || !isAddress(address, { strict: false })) return undefined;
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) {
    return { chain, native: true, address: NATIVE_TOKEN_ADDRESS, ...NATIVE_CURRENCY };
  }
  if (address.toLowerCase() === chain.devChain.contracts.token.toLowerCase()) {
    return { chain, native: false, address: getAddress(address), ...DEV_TOKEN };
  }
  return undefined;
}

function required(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw new ReplyError(errorReply(400, `${name} is required`));
  return value;
}

function weiAmount(value: unknown): bigint {
  if (typeof value === 'string' && /^\d{1,78}$/.test(value)) return BigInt(value);
  throw new ReplyError(errorReply(400, 'amount must be an integer in the smallest unit'));
}

/** Swap (`/v1/convert/*`) and price (`/v1/fungible/price`) endpoints: minimal fixtures over the devnet tokens. */
export const convertRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/tokens$/,
    handle({ query, state }) {
      const chain = state.chainFor(required(query, 'chainId'));
      if (!chain) return jsonReply(200, { tokens: [] });
      const tokens = [
        { ...NATIVE_CURRENCY, address: `${chain.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}` },
        { ...DEV_TOKEN, address: `${chain.caipNetworkId}:${chain.devChain.contracts.token}`, eip2612: false },
      ].map((token) => ({ ...token, logoUri: state.imageUrl('token', token.symbol) }));
      return jsonReply(200, { tokens });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/quotes$/,
    handle({ query, state }) {
      const amount = weiAmount(required(query, 'amount'));
      const fromAccount = required(query, 'from');
      const toAccount = required(query, 'to');
      required(query, 'userAddress');
      const from = findToken(state, fromAccount);
      const to = findToken(state, toAccount);
      if (!from || !to || from.chain !== to.chain) return jsonReply(200, { quotes: [] });
      // Both devnet tokens have 18 decimals; prices are whole cents, so integer arithmetic is exact.
      const fromCents = BigInt(Math.round((USD_PRICES[from.symbol] ?? 0) * 100));
      const toCents = BigInt(Math.round((USD_PRICES[to.symbol] ?? 0) * 100));
      if (toCents === 0n) return jsonReply(200, { quotes: [] });
      const toAmount = (amount * fromCents) / toCents;
      return jsonReply(200, {
        quotes: [{ id: null, fromAmount: amount.toString(), fromAccount, toAmount: toAmount.toString(), toAccount }],
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/allowance$/,
    async handle({ query, state }) {
      const token = findToken(state, required(query, 'tokenAddress'));
      const { address: owner } = parseAccountParam(required(query, 'userAddress'));
      if (!token) return errorReply(400, 'Unknown token');
      if (token.native) return jsonReply(200, { allowance: maxUint256.toString() });
      const allowance = await token.chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, SWAP_SPENDER],
      });
      return jsonReply(200, { allowance: allowance.toString() });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/gas-price$/,
    async handle({ query, state }) {
      const chain = state.chainFor(required(query, 'chainId'));
      if (!chain) return errorReply(400, 'Network not supported for Gas Price');
      const price = await chain.client.getGasPrice();
      return jsonReply(200, {
        standard: price.toString(),
        fast: ((price * 12n) / 10n).toString(),
        instant: ((price * 15n) / 10n).toString(),
      });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/convert\/build-transaction$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      const { amount, from, to, userAddress } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      weiAmount(amount);
      const fromToken = findToken(state, from);
      if (!fromToken || !findToken(state, to)) return errorReply(400, 'Network not supported for Swaps');
      const { address: user } = parseAccountParam(typeof userAddress === 'string' ? userAddress : undefined);
      const gasPrice = await fromToken.chain.client.getGasPrice();
      // The devnet has no exchange: the swap is a zero-value self-transfer that a wallet can sign and send.
      return jsonReply(200, {
        tx: { from: user, to: user, data: '0x', amount: '0', eip155: { gas: '21000', gasPrice: gasPrice.toString() } },
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/convert\/build-approve$/,
    async handle({ query, state }) {
      const token = findToken(state, required(query, 'from'));
      if (!token || !findToken(state, required(query, 'to'))) return errorReply(400, 'Network not supported for Swaps');
      const { address: user } = parseAccountParam(required(query, 'userAddress'));
      const gasPrice = await token.chain.client.getGasPrice();
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SWAP_SPENDER, maxUint256] });
      return jsonReply(200, { tx: { from: user, to: token.address, data, value: '0', eip155: { gasPrice: gasPrice.toString() } } });
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/fungible\/price$/,
    async handle({ req, state }) {
      const body = await readJsonBody(req);
      const { currency, addresses } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (currency !== undefined && currency !== 'usd') return errorReply(400, 'Unsupported currency');
      if (!Array.isArray(addresses)) return errorReply(400, 'addresses must be a list');
      const fungibles = addresses
        .map((address) => findToken(state, address))
        .filter((token): token is KnownToken => token !== undefined)
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
