import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem';
import type { Address } from 'viem';
import { NATIVE_TOKEN_ADDRESS } from './apiFixtures.js';
import { startConvertTestKit } from './convertTestKit.js';
import type { ConvertTestKit } from './convertTestKit.js';

let kit: ConvertTestKit;
let user: Address;

beforeAll(async () => {
  kit = await startConvertTestKit();
  user = kit.chain.accounts[0]!;
});

afterAll(async () => {
  await kit?.stop();
});

const OTHER_NETWORK = 'eip155:1';
const STRANGER_TOKEN = '0x0000000000000000000000000000000000000bad';

describe('convert endpoints: tokens, gas price and allowance', () => {
  it('lists the native currency, DEV, USDD and USDR of a devnet chain, and no tokens elsewhere', async () => {
    const { status, body } = await kit.get('/v1/convert/tokens', { chainId: kit.network });
    expect(status).toBe(200);
    const tokens = body.tokens as { symbol: string; address: string; decimals: number; approvalResetRequired: boolean; logoUri: string }[];
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals, token.approvalResetRequired])).toEqual([
      ['ETH', kit.caip.eth, 18, false],
      ['DEV', kit.caip.dev, 18, false],
      ['USDD', kit.caip.usd, 6, false],
      ['USDR', kit.caip.reset, 6, true],
    ]);
    expect(tokens.every((token) => token.logoUri.startsWith(kit.server.url))).toBe(true);
    expect(await kit.get('/v1/convert/tokens', { chainId: OTHER_NETWORK })).toEqual({ status: 200, body: { tokens: [] } });
    expect(await kit.get('/v1/convert/tokens', {})).toMatchObject({ status: 400, body: { error: 'chainId is required', code: 'INVALID_PARAMETER' } });
  });

  it('answers gas prices on devnet chains only', async () => {
    const { status, body } = await kit.get('/v1/convert/gas-price', { chainId: kit.network });
    expect(status).toBe(200);
    const standard = BigInt(body.standard as string);
    expect(standard).toBeGreaterThan(0n);
    expect(body).toEqual({ standard: standard.toString(), fast: ((standard * 12n) / 10n).toString(), instant: ((standard * 15n) / 10n).toString() });
    expect(await kit.get('/v1/convert/gas-price', { chainId: OTHER_NETWORK })).toMatchObject({
      status: 400,
      body: { error: 'Network not supported for Gas Price', code: 'UNSUPPORTED_NETWORK' },
    });
  });

  it('reads allowances of the router, unlimited for the native currency', async () => {
    const { router } = kit.chain.contracts.uniswap;
    expect(await kit.get('/v1/convert/allowance', { tokenAddress: kit.caip.usd, userAddress: user })).toEqual({
      status: 200,
      body: { allowance: '0', spender: router },
    });
    expect(await kit.get('/v1/convert/allowance', { tokenAddress: kit.caip.eth, userAddress: `${kit.network}:${user}` })).toEqual({
      status: 200,
      body: { allowance: maxUint256.toString(), spender: router },
    });
    expect(await kit.get('/v1/convert/allowance', { tokenAddress: `${OTHER_NETWORK}:${STRANGER_TOKEN}`, userAddress: user })).toMatchObject({
      status: 400,
      body: { error: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' },
    });
    expect(await kit.get('/v1/convert/allowance', { tokenAddress: `${kit.network}:${STRANGER_TOKEN}`, userAddress: user })).toMatchObject({
      status: 400,
      body: { code: 'UNKNOWN_TOKEN' },
    });
    expect(await kit.get('/v1/convert/allowance', { tokenAddress: kit.caip.dev, userAddress: 'nobody' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid address' },
    });
  });

  it('prices the devnet tokens at the prices the pools were seeded with', async () => {
    const { body } = await kit.post('/v1/fungible/price', { currency: 'usd', addresses: [kit.caip.usd, kit.caip.reset, `${kit.network}:${STRANGER_TOKEN}`] });
    expect(body).toEqual({
      fungibles: [
        { name: 'Devnet USD', symbol: 'USDD', iconUrl: expect.any(String), price: 1 },
        { name: 'Devnet Reset USD', symbol: 'USDR', iconUrl: expect.any(String), price: 1 },
      ],
    });
  });
});

describe('convert endpoints: refused requests', () => {
  const quotes = (params: Record<string, string>) =>
    kit.get('/v1/convert/quotes', { amount: '1000', userAddress: user, from: kit.caip.eth, to: kit.caip.dev, gasPrice: '1', ...params });
  const build = (fields: Record<string, unknown>) =>
    kit.post('/v1/convert/build-transaction', { amount: '1000', from: kit.caip.eth, to: kit.caip.dev, userAddress: user, ...fields });

  it('answers no quotes off the devnet networks, and a 400 for every malformed parameter', async () => {
    expect(await quotes({ from: `${OTHER_NETWORK}:${NATIVE_TOKEN_ADDRESS}`, to: `${OTHER_NETWORK}:${STRANGER_TOKEN}` })).toEqual({
      status: 200,
      body: { quotes: [] },
    });
    const refusals: [Record<string, string>, string, string][] = [
      [{ amount: '' }, 'INVALID_PARAMETER', 'amount is required'],
      [{ amount: '1.5' }, 'INVALID_PARAMETER', 'amount must be an integer in the smallest unit, as a decimal string'],
      [{ amount: '0' }, 'INVALID_PARAMETER', 'amount must be greater than 0'],
      [{ amount: (2n ** 256n).toString() }, 'INVALID_PARAMETER', 'amount must be an integer in the smallest unit, as a decimal string'],
      [{ from: 'eth' }, 'INVALID_PARAMETER', 'Invalid CAIP-10 address: from'],
      [{ to: `${kit.network}:0x12` }, 'INVALID_PARAMETER', 'Invalid CAIP-10 address: to'],
      [{ to: `${kit.network}:${STRANGER_TOKEN}` }, 'UNKNOWN_TOKEN', `Unknown token: ${kit.network}:${STRANGER_TOKEN}`],
      [{ to: kit.caip.eth }, 'INVALID_PARAMETER', 'from and to must be different tokens'],
      [{ gasPrice: 'fast' }, 'INVALID_PARAMETER', 'gasPrice must be an integer amount of wei'],
    ];
    for (const [params, code, error] of refusals) {
      expect(await quotes(params), JSON.stringify(params)).toEqual({ status: 400, body: { code, error } });
    }
    expect(await quotes({ userAddress: '' })).toMatchObject({ status: 400, body: { error: 'userAddress is required' } });
  });

  it('refuses a swap that buys nothing', async () => {
    // The smallest USDD unit is worth about the smallest USDR unit, and the three pools' fees take it below one.
    expect(await quotes({ amount: '1', from: kit.caip.usd, to: kit.caip.reset })).toMatchObject({
      status: 400,
      body: { code: 'AMOUNT_TOO_SMALL', error: 'Amount too small: 0.000001 USDD buys no USDR' },
    });
  });

  it('refuses to build swaps off the devnet networks or with a bad slippage, body or flag', async () => {
    expect(await build({ from: `${OTHER_NETWORK}:${NATIVE_TOKEN_ADDRESS}`, to: `${OTHER_NETWORK}:${STRANGER_TOKEN}` })).toEqual({
      status: 400,
      body: { error: 'Network not supported for Swaps', code: 'UNSUPPORTED_NETWORK' },
    });
    const slippageError = 'eip155.slippage must be a percentage from 0 to 50 with at most two decimals';
    for (const slippage of [51, -1, 0.125, '1%', 0.1 + 0.2, true]) {
      expect(await build({ eip155: { slippage } }), String(slippage)).toEqual({ status: 400, body: { code: 'INVALID_PARAMETER', error: slippageError } });
    }
    expect(await build({ eip155: 'fast' })).toMatchObject({ status: 400, body: { error: 'eip155 must be an object' } });
    expect(await build({ disableEstimate: 'yes' })).toMatchObject({ status: 400, body: { error: 'disableEstimate must be a boolean' } });
    expect(await build({ userAddress: 42 })).toMatchObject({ status: 400, body: { error: 'Invalid address' } });
    const notObject = await kit.post('/v1/convert/build-transaction', ['amount']);
    expect(notObject).toMatchObject({ status: 400, body: { error: 'The body must be a JSON object' } });
    // Zero slippage makes the minimum the quote itself.
    const exact = await build({ eip155: { slippage: 0 } });
    expect(exact.status).toBe(200);
    expect(exact.body.toAmountMin).toBe(exact.body.toAmount);
    const half = await build({ eip155: { slippage: '12.5' }, amount: parseEther('1').toString() });
    expect(half.body.toAmountMin).toBe(((BigInt(half.body.toAmount as string) * 8750n) / 10000n).toString());
  });

  it('builds approvals for exact amounts, or unlimited ones when asked, and never for the native currency', async () => {
    const approve = (params: Record<string, string>) =>
      kit.get('/v1/convert/build-approve', { userAddress: user, from: kit.caip.dev, to: kit.caip.eth, ...params });
    expect(await approve({})).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER', error: 'amount is required (or unlimited=true for an unlimited approval)' },
    });
    const unlimited = await approve({ unlimited: 'true' });
    expect(unlimited.body).toMatchObject({ amount: maxUint256.toString(), allowanceResetRequired: false });
    const tx = unlimited.body.tx as { data: `0x${string}` };
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data }).args).toEqual([kit.chain.contracts.uniswap.router, maxUint256]);
    expect(await approve({ unlimited: 'true', amount: '5' })).toMatchObject({ status: 400, body: { error: 'Give either amount or unlimited=true, not both' } });
    expect(await approve({ unlimited: 'maybe' })).toMatchObject({ status: 400, body: { error: 'unlimited must be true or false' } });
    expect(await approve({ amount: '-5' })).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER' } });
    expect(await approve({ from: kit.caip.eth, to: kit.caip.dev, amount: '5' })).toMatchObject({
      status: 400,
      body: { code: 'NO_APPROVAL_NEEDED', error: 'ETH is the native currency and needs no approval' },
    });
    expect(await approve({ from: `${OTHER_NETWORK}:${STRANGER_TOKEN}`, to: `${OTHER_NETWORK}:${NATIVE_TOKEN_ADDRESS}`, amount: '5' })).toMatchObject({
      status: 400,
      body: { error: 'Network not supported for Swaps' },
    });
  });
});
