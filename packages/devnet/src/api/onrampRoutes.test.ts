import { createPublicClient, http, parseEther } from 'viem';
import type { Address, PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { createSolanaEngine } from '../solana/createSolanaEngine.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';
import { DEV_SOLANA_ADDRESSES } from '../solanaWallet/devSolanaKeys.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

let chain: DevChain;
let engine: SolanaEngine;
let server: RunningApiServer;
let node: PublicClient;
let clock = Date.now();

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  engine = createSolanaEngine({ fundedAccounts: DEV_SOLANA_ADDRESSES });
  server = await startApiServer({ chains: [chain], solana: engine, now: () => clock });
  node = createPublicClient({ transport: http(chain.rpcUrl) });
});

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function linkFor(body: Record<string, unknown>): Promise<URL> {
  const response = await post('/v1/generators/onrampurl', body);
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { url: string }).url);
}

const evmLink = (address: Address, extra: Record<string, unknown> = {}) =>
  linkFor({
    destinationWallets: [{ address, blockchains: ['devnet-31337'], assets: ['ETH'] }],
    defaultNetwork: 'devnet-31337',
    partnerUserId: address,
    defaultExperience: 'buy',
    ...extra,
  });

const complete = (link: URL, choices: Record<string, string> = {}) =>
  post('/onramp/buy/complete', { link: link.search, ...choices });

describe('onramp options and links', () => {
  it('lists both providers with their fee and limits, and SOL on the devnet Solana engine', async () => {
    const options = (await (await fetch(`${server.url}/v1/onramp/options`)).json()) as {
      providers: unknown[];
      purchaseCurrencies: { symbol: string; networks: { name: string; chain_id: string }[] }[];
    };
    expect(options.providers).toEqual([
      {
        id: 'devramp',
        name: 'DevRamp',
        feePercent: '1.50',
        paymentMethodLimits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'testpay',
        name: 'TestPay',
        feePercent: '1.00',
        paymentMethodLimits: [
          { id: 'card', min: '20.00', max: '5000.00' },
          { id: 'bank', min: '50.00', max: '10000.00' },
        ],
      },
    ]);
    const sol = options.purchaseCurrencies.find((currency) => currency.symbol === 'SOL');
    expect(sol?.networks).toContainEqual(expect.objectContaining({ name: 'devnet-solana', chain_id: engine.caipNetworkId.slice(7) }));
  });

  it('signs the SPEC parameters into the link and refuses bad bodies with a code', async () => {
    const address = chain.accounts[3] as Address;
    const link = await evmLink(address, { presetFiatAmount: '100.00' });
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/onramp/buy`);
    expect(JSON.parse(link.searchParams.get('destinationWallets') ?? '')).toEqual([{ address, blockchains: ['devnet-31337'], assets: ['ETH'] }]);
    expect(Object.fromEntries([...link.searchParams].filter(([name]) => !['destinationWallets', 'sessionId', 'expiresAt', 'signature'].includes(name)))).toEqual({
      defaultNetwork: 'devnet-31337',
      defaultAsset: 'ETH',
      partnerUserId: address,
      defaultExperience: 'buy',
      provider: 'devramp',
      presetFiatAmount: '100.00',
    });
    expect(link.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const refused = async (body: Record<string, unknown>) => {
      const response = await post('/v1/generators/onrampurl', body);
      expect(response.status).toBe(400);
      return response.json();
    };
    const wallet = [{ address, blockchains: ['devnet-31337'] }];
    expect(await refused({ destinationWallets: [], partnerUserId: 'u' })).toMatchObject({ code: 'INVALID_DESTINATION' });
    expect(await refused({ destinationWallets: [{ address: 'nope', blockchains: ['devnet-31337'] }], partnerUserId: 'u' })).toMatchObject({
      code: 'INVALID_DESTINATION',
      error: 'nope is not an address on Devnet 31337',
    });
    expect(await refused({ destinationWallets: wallet, partnerUserId: 'u', defaultExperience: 'send' })).toMatchObject({ code: 'INVALID_BODY' });
    expect(await refused({ destinationWallets: wallet, partnerUserId: 'u', presetFiatAmount: '9.99' })).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM' });
    expect(await refused({ destinationWallets: wallet, partnerUserId: 'u', presetFiatAmount: 100 })).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(await refused({ destinationWallets: wallet, partnerUserId: 'u', presetFiatAmount: '20', presetCryptoAmount: '0.01' })).toMatchObject({
      code: 'INVALID_BODY',
    });
    expect(await refused({ destinationWallets: wallet, partnerUserId: 'u', provider: 'nobody' })).toMatchObject({ code: 'UNKNOWN_PROVIDER' });
  });

  it('serves the page only for a link as issued: altered, foreign or expired links are refused', async () => {
    const link = await evmLink(chain.accounts[3] as Address, { presetFiatAmount: '100.00' });
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Complete purchase');
    expect(html).toContain('0.032666666666666666 ETH');
    expect(html).not.toContain('<script');

    const altered = new URL(link);
    altered.searchParams.set('presetFiatAmount', '1000.00');
    expect((await fetch(altered)).status).toBe(403);
    const redirected = new URL(link);
    redirected.searchParams.set('destinationWallets', JSON.stringify([{ address: chain.accounts[4], blockchains: ['devnet-31337'] }]));
    const refusal = await complete(redirected);
    expect(refusal.status).toBe(403);
    expect(await refusal.json()).toMatchObject({ code: 'INVALID_LINK' });
    const unsigned = new URL(link);
    unsigned.searchParams.delete('signature');
    expect((await fetch(unsigned)).status).toBe(403);

    clock += 31 * 60_000;
    try {
      const expired = await complete(link);
      expect(expired.status).toBe(410);
      expect(await expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    } finally {
      clock -= 31 * 60_000;
    }
  });
});

describe('purchases on the stand-in provider', () => {
  it('credits the destination with exactly the quoted ETH, once, however often it is completed', async () => {
    const address = chain.accounts[5] as Address;
    const quoteResponse = await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '250.00', network: 'devnet-31337' });
    const quote = (await quoteResponse.json()) as { purchaseAmount: { amount: string } };
    const link = await evmLink(address, { presetFiatAmount: '250.00' });
    const before = await node.getBalance({ address });

    // A double click and a replay: three completions of one link.
    const [first, second] = await Promise.all([complete(link), complete(link)]);
    const replay = await complete(link);
    const purchases = await Promise.all([first, second, replay].map((response) => response.json() as Promise<Record<string, unknown>>));
    expect([first.status, second.status, replay.status]).toEqual([200, 200, 200]);
    expect(new Set(purchases.map((purchase) => purchase.transactionHash)).size).toBe(1);
    expect(purchases[0]).toMatchObject({
      status: 'completed',
      address,
      network: 'devnet-31337',
      caipNetworkId: 'eip155:31337',
      provider: 'devramp',
      paymentMethod: 'card',
      from: chain.accounts.at(-1),
      purchaseUnits: parseEther(quote.purchaseAmount.amount).toString(),
    });
    expect(await node.getBalance({ address })).toBe(before + parseEther(quote.purchaseAmount.amount));

    const receipt = await node.getTransactionReceipt({ hash: purchases[0]?.transactionHash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', to: address.toLowerCase() });
    const status = await fetch(`${server.url}/v1/onramp/purchases/${link.searchParams.get('sessionId')}`);
    expect(await status.json()).toEqual(purchases[0]);
    const listed = (await (await fetch(`${server.url}/v1/onramp/purchases?address=${address}`)).json()) as { data: unknown[] };
    expect(listed.data).toEqual([purchases[0]]);
    expect(server.api.onrampPurchases()).toContainEqual(purchases[0]);
    // The page of a completed link shows its receipt instead of another form.
    expect(await (await fetch(link)).text()).toContain('Purchase complete');
  });

  it('lets the visitor choose what the link leaves open, and refuses changes to what it fixes', async () => {
    const address = chain.accounts[6] as Address;
    const open = await evmLink(address, { provider: 'testpay' });
    const review = await post('/onramp/buy/review', { link: open.search, amount: '19.99' });
    expect(review.status).toBe(400);
    expect(await review.json()).toMatchObject({ error: 'The card minimum of TestPay is 20.00 USD' });
    const before = await node.getBalance({ address });
    const done = await complete(open, { amount: '60.00', fiatCurrency: 'EUR', paymentMethod: 'bank' });
    const purchase = (await done.json()) as { quote: { paymentTotal: unknown; coinbaseFee: unknown }; purchaseUnits: string };
    expect(purchase.quote.paymentTotal).toEqual({ amount: '60.00', currency: 'EUR' });
    expect(purchase.quote.coinbaseFee).toEqual({ amount: '0.60', currency: 'EUR' });
    // 60.00 - 0.60 - 0.50 = 58.90 EUR at 2,760.00 EUR per ETH (TestPay's bank minimum is 50.00).
    expect(BigInt(purchase.purchaseUnits)).toBe((5_890n * 10n ** 18n) / 276_000n);
    expect(await node.getBalance({ address })).toBe(before + BigInt(purchase.purchaseUnits));

    const fixed = await evmLink(address, { presetFiatAmount: '100.00' });
    const changed = await complete(fixed, { amount: '5000.00' });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toMatchObject({ error: 'The purchase link sets the amount; it cannot be changed on this page' });
  });

  it('takes a browser form post and answers with a receipt page', async () => {
    const address = chain.accounts[7] as Address;
    const link = await evmLink(address, { presetCryptoAmount: '0.01' });
    const before = await node.getBalance({ address });
    const response = await fetch(`${server.url}/onramp/buy/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ link: link.search.slice(1) }).toString(),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Purchase complete');
    expect(html).toContain('30.97 USD');
    expect(await node.getBalance({ address })).toBe(before + parseEther('0.01'));
  });

  it('delivers SOL on the devnet Solana engine by a signed transfer', async () => {
    const address = DEV_SOLANA_ADDRESSES[2] as string;
    const link = await linkFor({
      destinationWallets: [{ address, blockchains: ['devnet-solana'], assets: ['SOL'] }],
      partnerUserId: address,
      presetFiatAmount: '75.00',
    });
    const before = engine.getBalance(address);
    const [first, second] = await Promise.all([complete(link), complete(link)]);
    const purchase = (await first.json()) as { status: string; transactionHash: string; purchaseUnits: string; quote: { purchaseAmount: unknown } };
    expect((await second.json()) as unknown).toEqual(purchase);
    expect(purchase.status).toBe('completed');
    // 75.00 - 1.13 - 0.50 = 73.37 USD at 150.00 USD per SOL.
    expect(purchase.quote.purchaseAmount).toEqual({ amount: '0.489133333', currency: 'SOL' });
    expect(BigInt(purchase.purchaseUnits)).toBe(489_133_333n);
    expect(engine.getBalance(address)).toBe(before + 489_133_333n);
    expect(engine.signatureStatus(purchase.transactionHash)).toMatchObject({ err: null });
  });

  it('refuses, before any transfer, a network the devnet does not run', async () => {
    const address = chain.accounts[8] as Address;
    const link = await linkFor({ destinationWallets: [{ address, blockchains: ['ethereum'] }], partnerUserId: address, presetFiatAmount: '100' });
    const response = await complete(link);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'UNDELIVERABLE_NETWORK' });
    expect(server.api.onrampPurchases().some((purchase) => purchase.address === address)).toBe(false);
  });
});
