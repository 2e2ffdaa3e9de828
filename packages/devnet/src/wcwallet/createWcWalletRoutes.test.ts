import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignClient } from '@walletconnect/sign-client';
import { createMemoryKeyValueStorage } from '@connect-modal/headless/walletconnect';
import { startRelay } from '../relay/startRelay.js';
import type { DevRelay } from '../relay/startRelay.js';
import { createWcWalletRoutes } from './createWcWalletRoutes.js';
import { DEVNET_PROJECT_ID, startWcWallet } from './startWcWallet.js';
import type { WcWallet } from './startWcWallet.js';

describe('WalletConnect test wallet over HTTP', () => {
  let relay: DevRelay;
  let wallet: Promise<WcWallet> | undefined;
  let server: Server;
  let base: string;
  let dapp: Awaited<ReturnType<typeof SignClient.init>>;

  beforeAll(async () => {
    relay = await startRelay();
    const routes = createWcWalletRoutes(() => (wallet ??= startWcWallet({ relayUrl: relay.url, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }] })));
    server = createServer((req, res) => {
      void routes.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__devnet/wc`;
    dapp = await SignClient.init({
      projectId: DEVNET_PROJECT_ID,
      relayUrl: relay.url,
      storage: createMemoryKeyValueStorage() as NonNullable<Parameters<typeof SignClient.init>[0]>['storage'],
      customStoragePrefix: 'routes-test-dapp',
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Routes test', description: '', url: 'http://127.0.0.1', icons: [] },
    });
  });
  afterAll(async () => {
    dapp?.core.heartbeat.stop();
    await dapp?.core.relayer.transportClose();
    await (await wallet)?.close();
    await new Promise((resolve) => server?.close(resolve));
    await relay?.stop();
  });

  const post = (path: string, body?: unknown) =>
    fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });

  it('pairs from a posted URI, reports its state, rejects on request and disconnects', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] } },
    });
    const paired = await post('pair', { uri });
    expect(paired.status).toBe(200);
    expect(paired.headers.get('access-control-allow-origin')).toBe('*');
    const session = await approval();

    const state = (await (await fetch(`${base}/state`)).json()) as { address: string; sessions: { topic: string }[] };
    expect(state.sessions.map((entry) => entry.topic)).toEqual([session.topic]);
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${state.address}`]);

    expect((await post('reject-next', { code: 4001 })).status).toBe(204);
    await expect(
      dapp.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x00', state.address] } }),
    ).rejects.toMatchObject({ code: 4001 });

    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve));
    expect((await post('disconnect')).status).toBe(204);
    await deleted;
  });

  it('refuses a bad body or URI with 400 and unknown paths with 404', async () => {
    expect((await post('pair', { uri: 'https://example.com' })).status).toBe(400);
    expect((await post('pair', { nope: true })).status).toBe(400);
    const malformed = await fetch(`${base}/pair`, { method: 'POST', body: '{' });
    expect(malformed.status).toBe(400);
    expect((await fetch(`${base}/unknown`)).status).toBe(404);
  });
});
