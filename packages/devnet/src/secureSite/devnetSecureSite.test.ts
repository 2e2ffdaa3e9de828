import { randomBytes } from 'node:crypto';
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, toHex } from 'viem';
import type { Hex } from 'viem';
import { startDevnet } from '../server/startDevnet.js';
import type { Devnet } from '../server/startDevnet.js';
import { DEVNET_PROJECT_ID } from '../wcwallet/startWcWallet.js';
import { ANVIL_ACCOUNTS } from '../chain/accounts.js';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337], walletConnect: false, secureSiteOrigins: ['https://extra.example'] });
}, 120_000);
afterAll(async () => {
  await devnet?.stop();
});

async function call(path: string, body: unknown, token?: string) {
  const site = new URL(devnet.secureSite.url).origin;
  const response = await fetch(`${devnet.secureSite.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: site }),
      'x-project-id': DEVNET_PROJECT_ID,
      'x-parent-origin': devnet.apiUrl,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: unknown } } };
}

interface MailboxAnswer {
  messages: { to: string; subject: string; text: string; code?: string; approveUrl?: string; at: number }[];
}

describe('the devnet secure site', () => {
  it('runs on its own origin, framed only by the page origin and the extra ones; the page config names it', async () => {
    expect(new URL(devnet.secureSite.url).origin).not.toBe(devnet.apiUrl);
    const page = await fetch(`${devnet.secureSite.url}/?projectId=${DEVNET_PROJECT_ID}&chainId=eip155:31337&version=4&enableLogger=false`);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${devnet.apiUrl} https://extra.example`);
    const refused = await fetch(`${devnet.secureSite.url}/api/v1/user`, { headers: { 'x-project-id': DEVNET_PROJECT_ID, 'x-parent-origin': 'http://127.0.0.1:1' } });
    expect(refused.status).toBe(403);
    const demo = await (await fetch(devnet.url)).text();
    expect(demo).toContain(`"secureSiteUrl":"${devnet.secureSite.url}"`);
  }, 120_000);

  it('logs in with the code read from /__devnet/mailbox, then signs and sends on the devnet EVM chain and Solana engine', async () => {
    const email = 'demo@example.com';
    const deviceId = randomBytes(16).toString('base64url');
    expect((await call('/api/v1/email/connect', { email, deviceId })).body).toEqual({ action: 'VERIFY_OTP' });
    await devnet.secureSite.mailbox.waitFor(email);
    const inbox = (await (await fetch(`${devnet.apiUrl}/__devnet/mailbox?to=${encodeURIComponent(email)}`)).json()) as MailboxAnswer;
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    const verify = await call('/api/v1/email/verify', { email, otp: inbox.messages[0]!.code, deviceId });
    expect(verify.status).toBe(200);
    const { token, user } = verify.body as { token: string; user: { evmAddress: Hex; solanaAddress: string } };

    // EVM: fund the account from a devnet account, then send from it.
    const chain = devnet.chains[0]!;
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    await client.request({ method: 'anvil_setBalance' as never, params: [user.evmAddress, toHex(parseEther('1'))] as never });
    const to = ANVIL_ACCOUNTS[7] as Hex;
    const before = await client.getBalance({ address: to });
    const sent = await call('/api/v1/rpc', { chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{ from: user.evmAddress, to, value: toHex(parseEther('0.25')) }] }, token);
    expect(sent.status).toBe(200);
    await client.waitForTransactionReceipt({ hash: sent.body.result as Hex });
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.25'));

    // Solana: airdrop to the account, then a transfer signed and sent by the secure site.
    const engine = devnet.solana.engine;
    engine.airdrop(user.solanaAddress, 2n * BigInt(LAMPORTS_PER_SOL));
    const connection = new Connection(`${devnet.apiUrl}/solana`, 'confirmed');
    const owner = new PublicKey(user.solanaAddress);
    const recipient = new PublicKey(devnet.solana.accounts[1]!);
    const recipientBefore = await connection.getBalance(recipient);
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: 123_456 }));
    const transaction = Buffer.from(transfer.serialize({ requireAllSignatures: false, verifySignatures: false })).toString('base64');
    const answer = await call('/api/v1/rpc', { chainId: devnet.solana.caipNetworkId, method: 'solana_signAndSendTransaction', params: { transaction } }, token);
    expect(answer.status).toBe(200);
    const { signature } = answer.body.result as { signature: string };
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    for (let i = 0; i < 100; i += 1) {
      const [status] = (await connection.getSignatureStatuses([signature])).value;
      if (status?.confirmationStatus) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await connection.getBalance(recipient)) - recipientBefore).toBe(123_456);
  }, 120_000);
});
