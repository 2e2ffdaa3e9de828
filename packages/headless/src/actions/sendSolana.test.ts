// The Solana node's RPC server needs Node's \`ws\`, so this runs in Node, and the page (its window, where wallets
// register) is a happy-dom window set up before the modules that read the page's globals are loaded.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DevStandardWalletControl, SolanaEngine } from '@connect-modal/devnet';
import { Window } from 'happy-dom';
import type { ConnectConfig } from '../core/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const page = new Window();
Object.assign(globalThis, { window: page, CustomEvent: page.CustomEvent, Event: page.Event });
const { DEV_SOLANA_ADDRESSES, createSolanaEngine, createSolanaRpcServer, installDevSolanaWallet } = await import('@connect-modal/devnet');
const { createMint, getAccount, getOrCreateAssociatedTokenAccount, mintTo } = await import('@solana/spl-token');
const { Connection, Keypair, PublicKey } = await import('@solana/web3.js');
const { createConnectConfig, defineNetwork, memoryStorage } = await import('../core/index.js');
const { TOKEN_2022_PROGRAM_ID, createSolanaAdapter, getAssociatedTokenAddress } = await import('../solana/index.js');
const { standardWalletId } = await import('../walletStandard/index.js');
const { connect } = await import('./index.js');
const { getSolanaMaxSendable, sendSolana } = await import('./sendSolana.js');

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const payer = Keypair.generate();
let engine: SolanaEngine;
let rpc: ReturnType<typeof createSolanaRpcServer>;
let server: Server;
let rpcUrl: string;
let walletCount = 0;
const stops: (() => void)[] = [];
const from = DEV_SOLANA_ADDRESSES[0] as string;

beforeAll(async () => {
  engine = createSolanaEngine({ fundedAccounts: [...DEV_SOLANA_ADDRESSES, payer.publicKey.toBase58()] });
  rpc = createSolanaRpcServer(engine);
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    void rpc.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!rpc.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solana`;
});
afterAll(async () => {
  await rpc?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function connectedConfig(): Promise<{ config: ConnectConfig; wallet: DevStandardWalletControl }> {
  const name = `Dev Solana Send ${(walletCount += 1)}`;
  const localnet = defineNetwork({
    id: engine.caipNetworkId.slice('solana:'.length),
    name: 'Solana Localnet',
    network: 'solana-localnet',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
  const wallet = installDevSolanaWallet({ name, icon: ICON, rpcUrl, chains: ['solana:localnet'], persist: false });
  const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [localnet], adapters: [createSolanaAdapter()], storage: memoryStorage() });
  stops.push(config.start());
  await expect.poll(() => config._internal.connectors('solana').some((connector) => connector.id === standardWalletId(name))).toBe(true);
  await connect(config, { connectorId: standardWalletId(name) });
  return { config, wallet };
}

const SOL = { symbol: 'SOL', decimals: 9 };
const sends = (wallet: DevStandardWalletControl) => wallet.calls.filter((call) => call.feature === 'solana:signAndSendTransaction').length;

describe('sendSolana', () => {
  it('sends SOL exactly, once for ten submits at once', async () => {
    const { config, wallet } = await connectedConfig();
    const to = Keypair.generate().publicKey.toBase58();
    const results = await Promise.all(Array.from({ length: 10 }, () => sendSolana(config, { token: SOL, amount: '0.002000001', to })));
    expect(new Set(results.map((result) => result.hash)).size).toBe(1);
    expect(sends(wallet)).toBe(1);
    await expect.poll(() => engine.getBalance(to)).toBe(2_000_001n);
  });

  it('sends an SPL token, creating the receiver’s account, and a Token-2022 token', async () => {
    const { config } = await connectedConfig();
    const mint = engine.createToken({ decimals: 6, holders: { [from]: 10_000_000n } });
    const to = Keypair.generate().publicKey;
    await sendSolana(config, { token: { symbol: 'USDS', decimals: 6, address: mint, balance: 10_000_000n }, amount: '1.005', to: to.toBase58() });
    const connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: rpcUrl.replace('http', 'ws') });
    await expect.poll(async () => (await getAccount(connection, getAssociatedTokenAddress(to, new PublicKey(mint)))).amount).toBe(1_005_000n);

    const mint2022 = await createMint(connection, payer, payer.publicKey, null, 2, Keypair.generate(), undefined, TOKEN_2022_PROGRAM_ID);
    const source = await getOrCreateAssociatedTokenAccount(connection, payer, mint2022, new PublicKey(from), false, undefined, undefined, TOKEN_2022_PROGRAM_ID);
    await mintTo(connection, payer, mint2022, source.address, payer, 1_000n, [], undefined, TOKEN_2022_PROGRAM_ID);
    await sendSolana(config, { token: { symbol: 'T22', decimals: 2, address: mint2022.toBase58() }, amount: '2.5', to: to.toBase58() });
    const destination = getAssociatedTokenAddress(to, mint2022, TOKEN_2022_PROGRAM_ID);
    await expect.poll(async () => (await getAccount(connection, destination, 'confirmed', TOKEN_2022_PROGRAM_ID)).amount).toBe(250n);
  });

  it('refuses what cannot be sent before the wallet is asked, and a decline sends nothing', async () => {
    const { config, wallet } = await connectedConfig();
    const refusal = (parameters: Parameters<typeof sendSolana>[1]) => sendSolana(config, parameters).then(() => undefined, (error: unknown) => error);
    expect(await refusal({ token: SOL, amount: '1', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toMatchObject({ field: 'to', message: 'Enter a valid Solana address' });
    expect(await refusal({ token: SOL, amount: '1', to: '11111111111111111111111111111111' })).toMatchObject({ field: 'to', message: 'That is the zero address: whatever is sent there is lost' });
    expect(await refusal({ token: SOL, amount: '0.0000000001', to: Keypair.generate().publicKey.toBase58() })).toMatchObject({ field: 'amount', message: 'This token has at most 9 decimals' });
    expect(sends(wallet)).toBe(0);
    const to = Keypair.generate().publicKey.toBase58();
    wallet.rejectNext('solana:signAndSendTransaction');
    await expect(sendSolana(config, { token: SOL, amount: '0.001', to })).rejects.toThrow();
    expect(engine.getBalance(to)).toBe(0n);
  });

  it('Max leaves the fee and the rent-exempt minimum', async () => {
    const { config } = await connectedConfig();
    const connection = new Connection(rpcUrl, 'confirmed');
    const balance = BigInt(await connection.getBalance(new PublicKey(from)));
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(0));
    const max = await getSolanaMaxSendable(config, { token: SOL });
    expect(max.reserve).toBe(rent + 5_000n);
    expect(max.value).toBe(balance - rent - 5_000n);
  });
});
