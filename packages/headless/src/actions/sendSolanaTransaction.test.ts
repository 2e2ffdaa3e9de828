// Node environment: the Solana engine's RPC server needs Node's `ws`, which a DOM environment replaces with its
// browser stub. The page's window is what the Wallet Standard needs of one, an EventTarget: the dev wallet registers
// through its window events and the solana adapter finds it there.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_SOLANA_ADDRESSES, createSolanaEngine, createSolanaRpcServer, installDevSolanaWallet } from '@connect-modal/devnet';
import type { DevStandardWalletControl, SolanaEngine } from '@connect-modal/devnet';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import type { Blockhash } from '@solana/kit';
import { Keypair } from '@solana/web3.js';
import { UserRejectedRequestError } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError, ValidationError, createConnectConfig, defineNetwork, isUserRejection, memoryStorage } from '../core/index.js';
import { buildSolTransfer, createSolanaAdapter, getSolanaConnection } from '../solana/index.js';
import { standardWalletId } from '../walletStandard/index.js';
import { connect, getPendingTransactions, sendSolanaTransaction } from './index.js';
import { solanaWireBase64 } from './transactions/solanaWire.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
let engine: SolanaEngine;
let rpc: ReturnType<typeof createSolanaRpcServer>;
let server: Server;
let rpcUrl: string;
let walletCount = 0;
const stops: (() => void)[] = [];
const from = DEV_SOLANA_ADDRESSES[0] as string;

const page = new EventTarget();

beforeAll(async () => {
  (globalThis as { window?: unknown }).window = page;
  engine = createSolanaEngine({ fundedAccounts: DEV_SOLANA_ADDRESSES });
  rpc = createSolanaRpcServer(engine);
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    void rpc.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solana`;
});
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  await rpc?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function connectedConfig(): Promise<{ config: ReturnType<typeof createConnectConfig>; wallet: DevStandardWalletControl }> {
  const name = `Dev Solana ${(walletCount += 1)}`;
  const localnet = defineNetwork({
    id: engine.caipNetworkId.slice('solana:'.length),
    name: 'Solana Localnet',
    network: 'solana-localnet',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
  const wallet = installDevSolanaWallet({ name, icon: ICON, rpcUrl, chains: ['solana:localnet'], persist: false }, page as Window);
  const config = createConnectConfig({ projectId: 'f'.repeat(32), networks: [localnet], adapters: [createSolanaAdapter()], storage: memoryStorage() });
  stops.push(config.start());
  await expect.poll(() => config._internal.connectors('solana').some((connector) => connector.id === standardWalletId(name))).toBe(true);
  await connect(config, { connectorId: standardWalletId(name) });
  return { config, wallet };
}

const sends = (wallet: DevStandardWalletControl) => wallet.calls.filter((call) => call.feature === 'solana:signAndSendTransaction').length;

describe('sendSolanaTransaction', () => {
  it('a @solana/web3.js transfer: signed and sent by the wallet, recorded before it resolves, followed until confirmed', async () => {
    const { config, wallet } = await connectedConfig();
    const to = Keypair.generate().publicKey.toBase58();
    const transaction = await buildSolTransfer({ connection: await getSolanaConnection(config), from, to, lamports: 2_500_000n });
    const seen = await sendSolanaTransaction(config, { transaction }).then((signature) => ({
      signature,
      listed: getPendingTransactions(config).map((item) => item.hash),
    }));
    expect(seen.listed).toEqual([seen.signature]);
    expect(getPendingTransactions(config)[0]).toMatchObject({ kind: 'solanaTransaction', caipNetworkId: engine.caipNetworkId, from });
    expect(engine.getBalance(to)).toBe(2_500_000n);
    expect(sends(wallet)).toBe(1);
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('confirmed');
    await expect.poll(() => config._internal.toasts.get()).toMatchObject({ variant: 'success', message: 'Transaction confirmed' });
  });

  it('a @solana/kit transaction goes on the wire exactly as kit encodes it', async () => {
    const { config } = await connectedConfig();
    const to = Keypair.generate().publicKey.toBase58();
    const { blockhash, lastValidBlockHeight } = await (await getSolanaConnection(config)).getLatestBlockhash();
    const data = new Uint8Array(12);
    const view = new DataView(data.buffer);
    view.setUint32(0, 2, true); // SystemProgram Transfer
    view.setBigUint64(4, 1_234_567n, true);
    const message = appendTransactionMessageInstruction(
      {
        programAddress: address('11111111111111111111111111111111'),
        accounts: [
          { address: address(from), role: AccountRole.WRITABLE_SIGNER },
          { address: address(to), role: AccountRole.WRITABLE },
        ],
        data,
      },
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        setTransactionMessageFeePayer(address(from), createTransactionMessage({ version: 0 })),
      ),
    );
    const transaction = compileTransaction(message);
    expect(solanaWireBase64(transaction)).toBe(getBase64EncodedWireTransaction(transaction));
    await sendSolanaTransaction(config, { transaction, options: { preflightCommitment: 'confirmed' } });
    expect(engine.getBalance(to)).toBe(1_234_567n);
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('confirmed');
  });

  it('identical sends while the wallet prompt is open send once; a decline is the user-rejected error', async () => {
    const { config, wallet } = await connectedConfig();
    const to = Keypair.generate().publicKey.toBase58();
    const transaction = await buildSolTransfer({ connection: await getSolanaConnection(config), from, to, lamports: 1_000_000n });
    wallet.setPromptDelay(200);
    const signatures = await Promise.all([1, 2, 3].map(() => sendSolanaTransaction(config, { transaction })));
    expect(new Set(signatures).size).toBe(1);
    expect(sends(wallet)).toBe(1);
    expect(engine.getBalance(to)).toBe(1_000_000n);
    await expect.poll(() => getPendingTransactions(config)[0]?.status).toBe('confirmed');

    wallet.setPromptDelay(0);
    wallet.rejectNext('solana:signAndSendTransaction');
    const again = await buildSolTransfer({ connection: await getSolanaConnection(config), from, to, lamports: 5n });
    const error = await sendSolanaTransaction(config, { transaction: again }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
    expect(getPendingTransactions(config)).toHaveLength(1);
  });

  it('a transaction the network refuses rejects with what it said, unrecorded, with an error toast', async () => {
    const { config } = await connectedConfig();
    const to = Keypair.generate().publicKey.toBase58();
    // More lamports than the account holds: the wallet's send is refused by the network's simulation.
    const transaction = await buildSolTransfer({ connection: await getSolanaConnection(config), from, to, lamports: 10n ** 18n });
    await expect(sendSolanaTransaction(config, { transaction })).rejects.toThrow('Transaction simulation failed');
    expect(getPendingTransactions(config)).toEqual([]);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, variant: 'error', message: 'Transaction failed' });
  });

  it('refuses what is not a transaction, bad options and a missing wallet, before any prompt', async () => {
    const lonely = createConnectConfig({ projectId: 'f'.repeat(32), networks: [defineNetwork({ id: 'x'.repeat(32), name: 'S', chainNamespace: 'solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [rpcUrl] } } })], adapters: [createSolanaAdapter()], storage: memoryStorage() });
    const { config, wallet } = await connectedConfig();
    const transaction = await buildSolTransfer({ connection: await getSolanaConnection(config), from, to: Keypair.generate().publicKey.toBase58(), lamports: 1n });
    await expect(sendSolanaTransaction(lonely, { transaction })).rejects.toThrow(new ConnectError('SOLANA_WALLET_NOT_CONNECTED', 'No Solana wallet is connected'));
    await expect(sendSolanaTransaction(config, { transaction: { hello: 'world' } as never })).rejects.toBeInstanceOf(ValidationError);
    await expect(sendSolanaTransaction(config, { transaction, options: { preflightCommitment: 'soon' as never } })).rejects.toThrow('Invalid preflight commitment: soon');
    await expect(sendSolanaTransaction(config, { transaction, options: { maxRetries: -1 } })).rejects.toThrow('"maxRetries" must be a whole number of 0 or more');
    expect(sends(wallet)).toBe(0);
  });
});
