import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync, getMint, transferChecked } from '@solana/spl-token';
import { createSolanaEngine } from './createSolanaEngine.js';
import type { SolanaEngine } from './createSolanaEngine.js';
import { createSolanaRpcServer } from './createSolanaRpcServer.js';

let engine: SolanaEngine;
let rpc: ReturnType<typeof createSolanaRpcServer>;
let server: ReturnType<typeof createServer>;
let connection: Connection;
const payer = Keypair.generate();

beforeAll(async () => {
  engine = createSolanaEngine({ fundedAccounts: [payer.publicKey.toBase58()] });
  rpc = createSolanaRpcServer(engine);
  server = createServer((req, res) => {
    void rpc.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!rpc.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  connection = new Connection(`http://127.0.0.1:${port}/solana`, {
    commitment: 'confirmed',
    wsEndpoint: `ws://127.0.0.1:${port}/solana`,
  });
});

afterAll(async () => {
  await rpc.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('local Solana engine behind JSON-RPC', () => {
  it('reports funded balances, genesis and version to a web3.js Connection', async () => {
    expect(await connection.getBalance(payer.publicKey)).toBe(100 * LAMPORTS_PER_SOL);
    expect(await connection.getGenesisHash()).toBe(engine.genesisHash);
    expect((await connection.getVersion())['solana-core']).toBeTruthy();
    expect(await connection.getBalance(Keypair.generate().publicKey)).toBe(0);
  });

  it('lands a SOL transfer sent and confirmed through web3.js', async () => {
    const to = Keypair.generate().publicKey;
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 12_345_678 }));
    const signature = await sendAndConfirmTransaction(connection, tx, [payer]);
    expect(engine.signatureStatus(signature)?.err).toBeNull();
    expect(await connection.getBalance(to)).toBe(12_345_678);
  });

  it('rejects a transaction the engine cannot run with a simulation error', async () => {
    const poor = Keypair.generate();
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer.publicKey, lamports: 1 }));
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    tx.feePayer = poor.publicKey;
    tx.sign(poor);
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow();
  });

  it('serves SPL token accounts to spl-token and runs a TransferChecked', async () => {
    const holder = Keypair.generate();
    engine.airdrop(holder.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const mint = new PublicKey(engine.createToken({ decimals: 6, holders: { [holder.publicKey.toBase58()]: 5_000_000n, [payer.publicKey.toBase58()]: 0n } }));
    expect((await getMint(connection, mint)).decimals).toBe(6);
    const source = getAssociatedTokenAddressSync(mint, holder.publicKey);
    const destination = getAssociatedTokenAddressSync(mint, payer.publicKey);
    await transferChecked(connection, holder, source, mint, destination, holder, 1_500_000n, 6);
    expect((await getAccount(connection, destination)).amount).toBe(1_500_000n);
    expect((await connection.getTokenAccountBalance(source)).value.uiAmount).toBe(3.5);
    const owned = await connection.getParsedTokenAccountsByOwner(holder.publicKey, { mint });
    expect(owned.value).toHaveLength(1);
  });

  it('answers unknown methods and bad params with JSON-RPC errors', () => {
    expect(() => engine.call('getNothing', [])).toThrow(/Method not found/);
    expect(() => engine.call('getBalance', ['not-a-key'])).toThrow(/Invalid param/);
  });
});
