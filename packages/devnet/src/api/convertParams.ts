import { isAddress } from 'viem';
import { ReplyError, jsonReply } from './ApiReply.js';
import type { DevnetApiState, DevnetChainHandle } from './DevnetApiState.js';
import { MAX_SLIPPAGE_PERCENT } from '../swap/buildSwapCalldata.js';
import { findSwapToken, swapTokenCaip } from '../swap/swapTokens.js';
import type { SwapToken } from '../swap/swapTokens.js';

/** Machine-readable causes of the `/v1/convert/*` 400 answers, sent as `code` beside `error`. */
export type ConvertErrorCode =
  | 'INVALID_PARAMETER'
  | 'UNSUPPORTED_NETWORK'
  | 'UNKNOWN_TOKEN'
  | 'NO_ROUTE'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'AMOUNT_TOO_SMALL'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_ALLOWANCE'
  | 'NO_APPROVAL_NEEDED'
  | 'SIMULATION_FAILED';

/** A 400 answer `{ error, code }`, thrown to end a handler. */
export function convertError(code: ConvertErrorCode, message: string): ReplyError {
  return new ReplyError(jsonReply(400, { error: message, code }));
}

/** The specification's message for a swap call off the swap networks. */
export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps';

/** A query parameter that must be present and non-empty. */
export function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw convertError('INVALID_PARAMETER', `${name} is required`);
  return value;
}

/** A positive integer amount in the token's smallest unit, sent as a decimal string. */
export function parseAmount(value: unknown, name = 'amount'): bigint {
  if (value === undefined || value === null || value === '') throw convertError('INVALID_PARAMETER', `${name} is required`);
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value) || BigInt(value) >= 2n ** 256n) {
    throw convertError('INVALID_PARAMETER', `${name} must be an integer in the smallest unit, as a decimal string`);
  }
  const amount = BigInt(value);
  if (amount === 0n) throw convertError('INVALID_PARAMETER', `${name} must be greater than 0`);
  return amount;
}

/**
 * A slippage tolerance in percent (a number or a decimal string, at most two decimals, 0 to 50) as basis
 * points; `fallback` when absent.
 */
export function parseSlippage(value: unknown, fallback: number): bigint {
  const raw = value === undefined || value === null ? String(fallback) : typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(raw);
  const basisPoints = match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : -1n;
  if (basisPoints < 0n || basisPoints > BigInt(MAX_SLIPPAGE_PERCENT) * 100n) {
    throw convertError('INVALID_PARAMETER', `eip155.slippage must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT} with at most two decimals`);
  }
  return basisPoints;
}

/** A token named by a CAIP-10 parameter: on a network the devnet does not run, or a devnet token. */
export type TokenParam =
  | { readonly kind: 'unsupported-network'; readonly network: string }
  | { readonly kind: 'token'; readonly chain: DevnetChainHandle; readonly token: SwapToken; readonly caip: string };

/** Reads the CAIP-10 token `raw` of parameter `name`; a malformed id or a token the devnet does not swap is a 400. */
export function parseTokenParam(state: DevnetApiState, name: string, raw: unknown): TokenParam {
  if (raw === undefined || raw === null || raw === '') throw convertError('INVALID_PARAMETER', `${name} is required`);
  const parts = typeof raw === 'string' ? raw.split(':') : [];
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || !namespace || !reference || address === undefined || !isAddress(address, { strict: false })) {
    throw convertError('INVALID_PARAMETER', `Invalid CAIP-10 address: ${name}`);
  }
  const network = `${namespace}:${reference}`;
  const chain = state.chainFor(network);
  if (!chain) return { kind: 'unsupported-network', network };
  const token = findSwapToken(chain.devChain.contracts, address);
  if (!token) throw convertError('UNKNOWN_TOKEN', `Unknown token: ${String(raw)}`);
  return { kind: 'token', chain, token, caip: swapTokenCaip(chain.caipNetworkId, token) };
}

/** The two tokens of a swap, on one devnet chain. */
export interface SwapPairParams {
  readonly chain: DevnetChainHandle;
  readonly from: SwapToken;
  readonly to: SwapToken;
  readonly fromCaip: string;
  readonly toCaip: string;
}

/**
 * Reads the `from` and `to` tokens of a swap; undefined when either is on a network the devnet does not run.
 * Tokens on two networks, or the same token twice, are a 400.
 */
export function parseSwapPair(state: DevnetApiState, fromRaw: unknown, toRaw: unknown): SwapPairParams | undefined {
  const from = parseTokenParam(state, 'from', fromRaw);
  const to = parseTokenParam(state, 'to', toRaw);
  if (from.kind !== 'token' || to.kind !== 'token') return undefined;
  if (from.chain !== to.chain) throw convertError('INVALID_PARAMETER', 'from and to must be on the same network');
  if (from.token.address === to.token.address) throw convertError('INVALID_PARAMETER', 'from and to must be different tokens');
  return { chain: from.chain, from: from.token, to: to.token, fromCaip: from.caip, toCaip: to.caip };
}
