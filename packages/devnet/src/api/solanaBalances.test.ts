import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaEngine } from '../solana/createSolanaEngine.js';
import type { SolanaEngine } from '../solana/createSolanaEngine.js';
import { DEV_SOLANA_ADDRESSES } from '../solanaWallet/devSolanaKeys.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

let engine: SolanaEngine;
let server: RunningApiServer;
const owner = DEV_SOLANA_ADDRESSES[0] as string;

beforeAll(async () => {
  engine = createSolanaEngine({ fundedAccounts: [owner] });
  server = await startApiServer({ chains: [], solana: engine });
});

afterAll(async () => {
  await server?.stop();
});

async function balances(account: string, chainId = engine.caipNetworkId) {
  const response = await fetch(`${server.url}/v1/account/${encodeURIComponent(account)}/balance?currency=usd&chainId=${encodeURIComponent(chainId)}`);
  return { status: response.status, body: (await response.json()) as { balances?: { symbol: string; name: string; address?: string; chainId: string; quantity: { numeric: string; decimals: string } }[] } };
}

describe('Solana balances of the devnet API', () => {
  it('lists SOL and the SPL tokens an account holds on the engine, exactly, by the names their mints were given', async () => {
    const named = engine.createToken({ decimals: 6, holders: { [owner]: 12_345_678n }, symbol: 'USDS', name: 'Devnet Solana USD' });
    const unnamed = engine.createToken({ decimals: 2, holders: { [owner]: 5n } });
    const empty = engine.createToken({ decimals: 9, holders: { [owner]: 0n }, symbol: 'NONE' });
    const { status, body } = await balances(owner);
    expect(status).toBe(200);
    const caip = engine.caipNetworkId;
    const tokens = [
      { symbol: 'USDS', name: 'Devnet Solana USD', address: `${caip}:${named}`, chainId: caip, quantity: { numeric: '12.345678', decimals: '6' } },
      {
        symbol: unnamed.slice(0, 4).toUpperCase(),
        name: `Token ${unnamed.slice(0, 4)}…${unnamed.slice(-4)}`,
        address: `${caip}:${unnamed}`,
        chainId: caip,
        quantity: { numeric: '0.05', decimals: '2' },
      },
    ].sort((a, b) => a.symbol.localeCompare(b.symbol));
    expect(body.balances?.map(({ symbol, name, address, chainId, quantity }) => ({ symbol, name, address, chainId, quantity }))).toEqual([
      { symbol: 'SOL', name: 'Solana', address: undefined, chainId: caip, quantity: { numeric: '100', decimals: '9' } },
      ...tokens,
    ]);
    expect(body.balances?.some((balance) => balance.address?.endsWith(empty))).toBe(false);
    // A CAIP-10 account id names the same account.
    expect((await balances(`${caip}:${owner}`)).body).toEqual(body);
  });

  it('lists nothing for an account that holds nothing, and refuses an address that is not a Solana one', async () => {
    expect(await balances(Keypair.generate().publicKey.toBase58())).toEqual({ status: 200, body: { balances: [] } });
    expect((await balances('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).status).toBe(400);
    expect((await balances('not-an-address')).status).toBe(400);
    // Another Solana network is not the devnet's: nothing is listed there.
    expect(await balances(owner, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({ status: 200, body: { balances: [] } });
  });
});
