// The Solana node's RPC server needs Node's `ws`, so this runs in Node, and the page (its window, where wallets
// register) is a happy-dom window set up before the modules that read the page's globals are loaded.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningApiServer, SolanaEngine } from '@connect-modal/devnet';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const page = new Window();
Object.assign(globalThis, { window: page, CustomEvent: page.CustomEvent, Event: page.Event });
const { DEV_SOLANA_ADDRESSES, createSolanaEngine, createSolanaRpcServer, installDevSolanaWallet, startApiServer } = await import('@connect-modal/devnet');
const { createConnectConfig, defineNetwork, memoryStorage } = await import('../core/index.js');
const { createSolanaAdapter } = await import('../solana/index.js');
const { standardWalletId } = await import('../walletStandard/index.js');
const { connect, getOnrampQuote, getOnrampUrl } = await import('./index.js');

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
let engine: SolanaEngine;
let rpc: ReturnType<typeof createSolanaRpcServer>;
let rpcServer: Server;
let api: RunningApiServer;
let rpcUrl: string;
const stops: (() => void)[] = [];

beforeAll(async () => {
  engine = createSolanaEngine({ fundedAccounts: DEV_SOLANA_ADDRESSES });
  rpc = createSolanaRpcServer(engine);
  rpcServer = createServer((req, res) => {
    void rpc.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => rpcServer.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(rpcServer.address() as AddressInfo).port}/solana`;
  api = await startApiServer({ chains: [], solana: engine });
});
afterAll(async () => {
  await api?.stop();
  await rpc?.close();
  rpcServer?.closeAllConnections();
  await new Promise((resolve) => rpcServer?.close(resolve));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('onramp on Solana', () => {
  it('buys SOL for the connected Solana account: the engine shows exactly the quoted lamports arrived', async () => {
    const localnet = defineNetwork({
      id: engine.caipNetworkId.slice('solana:'.length),
      name: 'Solana Localnet',
      network: 'solana-localnet',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [rpcUrl] } },
      testnet: true,
    });
    const name = 'Dev Solana Onramp';
    installDevSolanaWallet({ name, icon: ICON, rpcUrl, chains: ['solana:localnet'], persist: false });
    const config = createConnectConfig({
      projectId: 'f'.repeat(32),
      networks: [localnet],
      adapters: [createSolanaAdapter()],
      storage: memoryStorage(),
      endpoints: { blockchainApi: api.url, walletDirectory: api.url, analytics: api.url },
      fetch: (...args) => fetch(...args),
      features: { analytics: false, onramp: true },
    });
    stops.push(config.start());
    await expect.poll(() => config._internal.connectors('solana').some((connector) => connector.id === standardWalletId(name))).toBe(true);
    await connect(config, { connectorId: standardWalletId(name) });
    const address = DEV_SOLANA_ADDRESSES[0] as string;

    const quote = await getOnrampQuote(config, { amount: '42.42', paymentCurrency: 'EUR' });
    // 42.42 - 0.64 (1.5 %, rounded up) - 0.50 = 41.28 EUR at 138.00 EUR per SOL, rounded down to the lamport.
    expect(quote.purchaseAmount).toEqual({ amount: '0.299130434', currency: 'SOL' });
    const { url, network } = await getOnrampUrl(config, { amount: '42.42', paymentCurrency: 'EUR' });
    expect(network).toBe('devnet-solana');
    expect(new URL(url).searchParams.get('destinationWallets')).toContain(address);

    const before = engine.getBalance(address);
    const form = new URLSearchParams({ link: new URL(url).search.slice(1) });
    const completion = await fetch(new URL('/onramp/buy/complete', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    expect(await completion.json()).toMatchObject({ status: 'completed', caipNetworkId: engine.caipNetworkId, purchaseUnits: '299130434' });
    expect(engine.getBalance(address)).toBe(before + 299_130_434n);
  });
});
