// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, installDevWallet, startApiServer, startChain } from '@connect-modal/devnet';
import type { DevChain, RunningApiServer } from '@connect-modal/devnet';
import { createPublicClient, http, parseEther } from 'viem';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinTestnet, createConnectConfig, defineNetwork, memoryStorage } from '../core/index.js';
import type { CaipNetwork, ConnectConfig } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { ONRAMP_FALLBACK_LIMITS, OnrampError, checkOnrampAmount, connect, getOnrampLimits, getOnrampOptions, getOnrampQuote, getOnrampUrl } from './index.js';

let chain: DevChain;
let server: RunningApiServer;
const cleanups: (() => void)[] = [];
let walletCount = 0;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  server = await startApiServer({ chains: [chain] });
});
afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  server.api.requests.length = 0;
});

const devnet = (): CaipNetwork =>
  defineNetwork({
    id: chain.chainId,
    name: 'Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  });

const unsold = defineNetwork({
  id: 4_242,
  name: 'Unsold Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});

function makeConfig(onramp = true): ConnectConfig {
  const config = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks: [devnet(), unsold, bitcoinTestnet],
    adapters: [createEip155Adapter()],
    storage: memoryStorage(),
    endpoints: { blockchainApi: server.url, walletDirectory: server.url, analytics: server.url },
    fetch: (...args) => fetch(...args),
    features: { analytics: false, onramp },
  });
  cleanups.push(config.start());
  return config;
}

/** A config whose dev wallet (its own rdns) is connected with `account`. */
async function connected(account: Address): Promise<ConnectConfig> {
  const rdns = `io.connectmodal.onramp${(walletCount += 1)}`;
  const wallet = installDevWallet(
    {
      name: 'Dev Wallet',
      rdns,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      chains: { [chain.chainId]: chain.rpcUrl },
      initialChainId: chain.chainId,
      account,
      persist: false,
    },
    window,
  );
  cleanups.push(wallet.uninstall);
  const config = makeConfig();
  await expect.poll(() => config._internal.connectors('eip155').some((connector) => connector.id === rdns)).toBe(true);
  await connect(config, { connectorId: rdns });
  return config;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const quotesAsked = () => server.api.requests.filter((request) => request.path === '/v1/onramp/quote').length;

describe('onramp actions against the devnet API', () => {
  it('refuse while the onramp feature is off, without asking the service', async () => {
    const config = makeConfig(false);
    for (const call of [getOnrampOptions(config), getOnrampQuote(config, { amount: '100' }), getOnrampUrl(config)]) {
      const error = await refusal(call);
      expect(error).toBeInstanceOf(OnrampError);
      expect(error).toMatchObject({ code: 'ONRAMP_DISABLED', message: 'Onramp is not enabled: turn on features.onramp' });
    }
    expect(server.api.requests).toEqual([]);
  });

  it('quote exactly, checking the limits of the provider and method before the service is asked', async () => {
    const config = makeConfig();
    const options = await getOnrampOptions(config);
    expect(options.providers?.map((provider) => [provider.id, provider.feePercent])).toEqual([
      ['devramp', '1.50'],
      ['testpay', '1.00'],
    ]);
    expect(getOnrampLimits(options, { paymentCurrency: 'USD', paymentMethod: 'bank' })).toEqual({ min: '10.00', max: '25000.00' });
    expect(getOnrampLimits(options, { paymentCurrency: 'USD', paymentMethod: 'card', provider: 'testpay' })).toEqual({ min: '20.00', max: '5000.00' });
    expect(getOnrampLimits(undefined, { paymentCurrency: 'USD', paymentMethod: 'card' })).toEqual(ONRAMP_FALLBACK_LIMITS.card);

    const quote = await getOnrampQuote(config, { amount: '100', options });
    expect(quote).toMatchObject({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.032666666666666666', currency: 'ETH' },
      provider: 'devramp',
      paymentMethod: 'card',
      network: 'devnet-31337',
    });
    const asked = quotesAsked();
    expect(await refusal(getOnrampQuote(config, { amount: '9.99', options }))).toMatchObject({ code: 'ONRAMP_AMOUNT_BELOW_MINIMUM', message: 'The minimum is 10.00 USD' });
    expect(await refusal(getOnrampQuote(config, { amount: '5000.01', provider: 'testpay', options }))).toMatchObject({
      code: 'ONRAMP_AMOUNT_ABOVE_MAXIMUM',
      message: 'The maximum is 5,000.00 USD',
    });
    expect(await refusal(getOnrampQuote(config, { amount: '10.001', options }))).toMatchObject({ code: 'ONRAMP_INVALID_AMOUNT' });
    expect(await refusal(getOnrampQuote(config, { amount: '1e3', options }))).toMatchObject({ code: 'ONRAMP_INVALID_AMOUNT' });
    expect(quotesAsked()).toBe(asked);
    expect(checkOnrampAmount('25000', ONRAMP_FALLBACK_LIMITS.bank, 'USD')).toBe('25000.00');
  });

  it("keep the service's own refusals, with its message and an onramp code", async () => {
    const config = makeConfig();
    expect(await refusal(getOnrampQuote(config, { amount: '100', paymentCurrency: 'JPY' }))).toMatchObject({
      code: 'ONRAMP_UNKNOWN_CURRENCY',
      message: 'Unknown payment currency JPY',
    });
    expect(await refusal(getOnrampQuote(config, { amount: '100', provider: 'nobody' }))).toMatchObject({
      code: 'ONRAMP_UNKNOWN_PROVIDER',
      message: 'Unknown onramp provider nobody',
    });
  });

  it('serve EVM and Solana networks only, and only networks the service sells on', async () => {
    const config = makeConfig();
    expect(await refusal(getOnrampQuote(config, { amount: '100', caipNetworkId: bitcoinTestnet.caipNetworkId }))).toMatchObject({
      code: 'ONRAMP_UNSUPPORTED_NAMESPACE',
      message: 'Onramp is available for EVM and Solana accounts only',
    });
    expect(await refusal(getOnrampQuote(config, { amount: '100', caipNetworkId: unsold.caipNetworkId }))).toMatchObject({
      code: 'ONRAMP_UNSUPPORTED_NETWORK',
      message: 'The onramp does not sell on Unsold Chain',
    });
    expect(await refusal(getOnrampQuote(config, { amount: '100', purchaseCurrency: 'USDC' }))).toMatchObject({ code: 'ONRAMP_UNKNOWN_CURRENCY' });
    expect(await refusal(getOnrampUrl(config, { amount: '100' }))).toMatchObject({ code: 'ONRAMP_NOT_CONNECTED', message: 'Connect a wallet to buy crypto' });
  });

  it('buys: quote, provider page, completion, and the node shows exactly the quoted ETH arrived', async () => {
    const account = ANVIL_ACCOUNTS[4] as Address;
    const config = await connected(account);
    const quote = await getOnrampQuote(config, { amount: '321.09', paymentMethod: 'bank' });
    const page = await getOnrampUrl(config, { amount: '321.09', paymentMethod: 'bank' });
    expect(page).toMatchObject({ address: account, caipNetworkId: 'eip155:31337', network: 'devnet-31337', purchaseCurrency: 'ETH' });
    const url = new URL(page.url);
    expect(Object.fromEntries(['presetFiatAmount', 'fiatCurrency', 'defaultPaymentMethod', 'partnerUserId', 'defaultExperience'].map((name) => [name, url.searchParams.get(name)]))).toEqual({
      presetFiatAmount: '321.09',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'bank',
      partnerUserId: account,
      defaultExperience: 'buy',
    });

    const node = createPublicClient({ transport: http(chain.rpcUrl) });
    const before = await node.getBalance({ address: account });
    const completion = await fetch(new URL('/onramp/buy/complete', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link: url.search }),
    });
    expect(completion.status).toBe(200);
    expect(await completion.json()).toMatchObject({ status: 'completed', purchaseUnits: parseEther(quote.purchaseAmount.amount).toString() });
    expect(await node.getBalance({ address: account })).toBe(before + parseEther(quote.purchaseAmount.amount));
  });

  it('presets a crypto amount instead, checked against the currency’s decimals', async () => {
    const config = await connected(ANVIL_ACCOUNTS[5] as Address);
    const page = await getOnrampUrl(config, { cryptoAmount: '0.05', provider: 'testpay' });
    const url = new URL(page.url);
    expect([url.searchParams.get('presetCryptoAmount'), url.searchParams.get('provider'), url.searchParams.get('presetFiatAmount')]).toEqual(['0.05', 'testpay', null]);
    expect(await refusal(getOnrampUrl(config, { cryptoAmount: '0.0000000000000000001' }))).toMatchObject({
      code: 'ONRAMP_INVALID_AMOUNT',
      message: 'This token has at most 18 decimals',
    });
    expect(await refusal(getOnrampUrl(config, { amount: '10', cryptoAmount: '0.05' }))).toMatchObject({ code: 'ONRAMP_INVALID_AMOUNT' });
  });
});
