import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, PublicKey, sendAndConfirmTransaction } from '@solana/web3.js';
import * as splToken from '@solana/spl-token';
import { getAccount } from '@solana/spl-token';
import { createSolanaEngine, createSolanaRpcServer } from '@connect-modal/devnet';
import type { SolanaEngine } from '@connect-modal/devnet';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  buildSolTransfer,
  buildSplTransfer,
  getAssociatedTokenAddress,
} from '@connect-modal/headless/solana';

const owner = Keypair.generate();
let engine: SolanaEngine;
let rpc: ReturnType<typeof createSolanaRpcServer>;
let server: ReturnType<typeof createServer>;
let connection: Connection;

beforeAll(async () => {
  engine = createSolanaEngine({ fundedAccounts: [owner.publicKey.toBase58()] });
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
  connection = new Connection(`http://127.0.0.1:${port}/solana`, { commitment: 'confirmed', wsEndpoint: `ws://127.0.0.1:${port}/solana` });
});

afterAll(async () => {
  await rpc.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('transfers built by the solana adapter, run by the local engine', () => {
  it('uses the token programs and account derivation of spl-token', () => {
    expect(TOKEN_PROGRAM_ID.equals(splToken.TOKEN_PROGRAM_ID)).toBe(true);
    expect(TOKEN_2022_PROGRAM_ID.equals(splToken.TOKEN_2022_PROGRAM_ID)).toBe(true);
    expect(ASSOCIATED_TOKEN_PROGRAM_ID.equals(splToken.ASSOCIATED_TOKEN_PROGRAM_ID)).toBe(true);
    const mint = Keypair.generate().publicKey;
    expect(getAssociatedTokenAddress(owner.publicKey, mint).equals(splToken.getAssociatedTokenAddressSync(mint, owner.publicKey))).toBe(true);
  });

  it('a SOL transfer', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const tx = await buildSolTransfer({ connection, from: owner.publicKey.toBase58(), to, lamports: 3_000_000n });
    await sendAndConfirmTransaction(connection, tx, [owner]);
    expect(engine.getBalance(to)).toBe(3_000_000n);
    await expect(buildSolTransfer({ connection, from: owner.publicKey.toBase58(), to: '0xnope', lamports: 1n })).rejects.toThrow('Invalid receiver address');
    await expect(buildSolTransfer({ connection, from: owner.publicKey.toBase58(), to, lamports: 0n })).rejects.toThrow('positive');
  });

  it('an SPL transfer that creates the receiver’s token account, then one that reuses it', async () => {
    const mint = engine.createToken({ decimals: 6, holders: { [owner.publicKey.toBase58()]: 10_000_000n } });
    const receiver = Keypair.generate().publicKey;
    const destination = getAssociatedTokenAddress(receiver, new PublicKey(mint));
    const first = await buildSplTransfer({ connection, owner: owner.publicKey.toBase58(), to: receiver.toBase58(), mint, amount: 2_500_000n });
    expect(first.instructions).toHaveLength(2);
    await sendAndConfirmTransaction(connection, first, [owner]);
    expect((await getAccount(connection, destination)).amount).toBe(2_500_000n);

    const second = await buildSplTransfer({ connection, owner: owner.publicKey.toBase58(), to: receiver.toBase58(), mint, amount: 500_000n });
    expect(second.instructions).toHaveLength(1);
    await sendAndConfirmTransaction(connection, second, [owner]);
    expect((await getAccount(connection, destination)).amount).toBe(3_000_000n);
    await expect(
      buildSplTransfer({ connection, owner: owner.publicKey.toBase58(), to: receiver.toBase58(), mint: receiver.toBase58(), amount: 1n }),
    ).rejects.toThrow('does not exist');
  });
});
