import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletDirectoryClient } from '@connect-modal/headless/services';
import { HOSTILE_WALLET_ID } from './hostileWallet.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

let server: RunningApiServer;

beforeAll(async () => {
  server = await startApiServer({ chains: [], walletCount: 60 });
});

afterAll(async () => {
  await server?.stop();
});

async function walletsText(query: string): Promise<string> {
  return (await fetch(`${server.url}/getWallets?${query}`)).text();
}

describe('hostile wallet switch', () => {
  it('appends an entry whose image_id is a lone surrogate, written as a JSON escape, to first pages only while on', async () => {
    const plain = JSON.parse(await walletsText('page=1&entries=40')) as { data: { id: string }[]; count: number };
    expect(plain.data.map((wallet) => wallet.id)).not.toContain(HOSTILE_WALLET_ID);

    expect((await fetch(`${server.url}/__devnet/hostile-wallet`, { method: 'POST' })).status).toBe(200);
    expect(server.api.switches.hostileWallet).toBe(true);
    const text = await walletsText('page=1&entries=40');
    expect(text).toContain('"image_id":"\\ud800"');
    const first = JSON.parse(text) as { data: { id: string; image_id: string }[]; count: number };
    expect(first.data).toHaveLength(41);
    expect(first.data.at(-1)).toMatchObject({ id: HOSTILE_WALLET_ID, image_id: '\ud800' });
    expect(first.count).toBe(plain.count + 1);
    const second = JSON.parse(await walletsText('page=2&entries=40')) as { data: { id: string }[] };
    expect(second.data.map((wallet) => wallet.id)).not.toContain(HOSTILE_WALLET_ID);

    // The entry passes a client's schema: the client, not its parser, must cope with it.
    const directory = createWalletDirectoryClient({
      baseUrl: server.url,
      projectId: 'p',
      sdkType: 'connect',
      sdkVersion: 'test',
      fetch: (input: string, init?: RequestInit) => fetch(input, init),
    });
    const page = await directory.getWallets({ page: 1 });
    expect(page.data.find((wallet) => wallet.id === HOSTILE_WALLET_ID)?.image_id).toBe('\ud800');

    expect((await fetch(`${server.url}/__devnet/hostile-wallet`, { method: 'DELETE' })).status).toBe(200);
    expect(JSON.parse(await walletsText('page=1&entries=40'))).toEqual(plain);
  });
});
