import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { bitcoinTestnet } from '@connect-modal/headless/core';
import { formatSiwxMessage } from '@connect-modal/siwx';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { createSolanaEngine } from '../solana/createSolanaEngine.js';
import { DEV_SOLANA_SEEDS, devSolanaKey } from '../solanaWallet/devSolanaKeys.js';
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_SOLANA_CHAIN_ID } from './siwxRoutes.js';
import { startApiServer } from './startApiServer.js';
import type { RunningApiServer } from './startApiServer.js';

interface Session {
  readonly id: string;
  readonly address: string;
  readonly chainId: string;
  readonly expiresAt: string;
}

let chain: DevChain;
let server: RunningApiServer;

beforeAll(async () => {
  chain = await startChain();
  server = await startApiServer({ chains: [chain] });
});

afterAll(async () => {
  await server?.stop();
  await chain?.stop();
});

const get = (path: string) => fetch(`${server.url}/siwx${path}`);
const post = (path: string, body: unknown) =>
  fetch(`${server.url}/siwx${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function nonce(): Promise<string> {
  const response = await get('/nonce');
  expect(response.status).toBe(200);
  return ((await response.json()) as { nonce: string }).nonce;
}

/** A message for the devnet's own origin, as a page served by the devnet writes it. */
async function message(address: string, overrides: { chainId?: string; domain?: string } = {}): Promise<string> {
  const origin = new URL(server.url);
  return formatSiwxMessage({
    domain: overrides.domain ?? origin.host,
    address,
    uri: origin.origin,
    version: '1',
    chainId: overrides.chainId ?? `eip155:${chain.chainId}`,
    nonce: await nonce(),
    issuedAt: new Date().toISOString(),
    statement: 'Sign in to the devnet demo',
  });
}

async function signInEvm(keyIndex: number): Promise<Session> {
  const signer = privateKeyToAccount(chain.privateKeys[keyIndex]!);
  const text = await message(signer.address);
  const response = await post('/verify', { message: text, signature: await signer.signMessage({ message: text }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { session: Session }).session;
}

describe('the devnet sign-in backend under /siwx/', () => {
  it('signs a dev key in, lists its sessions, and revokes one while the other stays', async () => {
    const address = chain.accounts[1]!;
    const first = await signInEvm(1);
    const second = await signInEvm(1);
    expect(first).toMatchObject({ address, chainId: `eip155:${chain.chainId}` });

    const listed = await get(`/sessions?address=${address.toLowerCase()}`);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const sessions = ((await listed.json()) as { sessions: Session[] }).sessions;
    expect(sessions.map((s) => s.expiresAt).sort()).toEqual([first.expiresAt, second.expiresAt].sort());
    // The list names no session id: an id is the credential that reads or revokes a session.
    expect(sessions.every((s) => !('id' in s))).toBe(true);

    const revoked = await post('/revoke', { id: first.id });
    expect(revoked.status).toBe(204);
    expect((await get(`/session?id=${encodeURIComponent(first.id)}`)).status).toBe(404);
    const kept = await get(`/session?id=${encodeURIComponent(second.id)}`);
    expect(((await kept.json()) as { session: Session }).session.id).toBe(second.id);
    expect(((await (await get(`/sessions?address=${address}`)).json()) as { sessions: Session[] }).sessions).toHaveLength(1);
  });

  it("signs the dev smart account in through ERC-1271 on the devnet's chain", async () => {
    const owner = privateKeyToAccount(chain.privateKeys[0]!);
    const text = await message(chain.contracts.smartAccount);
    const response = await post('/verify', { message: text, signature: await owner.signMessage({ message: text }) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { session: Session }).session.address).toBe(chain.contracts.smartAccount);
  });

  it('signs a dev Solana key in on the devnet Solana chain', async () => {
    const key = devSolanaKey(DEV_SOLANA_SEEDS[0]);
    const text = await message(key.address, { chainId: DEVNET_SOLANA_CHAIN_ID });
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), key.seed));
    const response = await post('/verify', { message: text, signature });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { session: Session }).session).toMatchObject({ address: key.address, chainId: DEVNET_SOLANA_CHAIN_ID });
  });

  it('refuses a replay, another domain, a chain the devnet does not run and another signer, each with its code', async () => {
    const signer = privateKeyToAccount(chain.privateKeys[2]!);
    const text = await message(signer.address);
    const signed = { message: text, signature: await signer.signMessage({ message: text }) };
    expect((await post('/verify', signed)).status).toBe(200);
    const cases: [string, string][] = [];
    const replay = await post('/verify', signed);
    cases.push([String(replay.status), ((await replay.json()) as { error: { code: string } }).error.code]);
    for (const overrides of [{ domain: 'evil.example' }, { chainId: 'eip155:1' }]) {
      const other = await message(signer.address, overrides);
      const response = await post('/verify', { message: other, signature: await signer.signMessage({ message: other }) });
      cases.push([String(response.status), ((await response.json()) as { error: { code: string } }).error.code]);
    }
    const forged = await message(signer.address);
    const wrong = await post('/verify', { message: forged, signature: await privateKeyToAccount(chain.privateKeys[3]!).signMessage({ message: forged }) });
    cases.push([String(wrong.status), ((await wrong.json()) as { error: { code: string } }).error.code]);
    expect(cases).toEqual([
      ['401', 'NONCE_USED'],
      ['401', 'DOMAIN_MISMATCH'],
      ['401', 'CHAIN_NOT_ALLOWED'],
      ['401', 'INVALID_SIGNATURE'],
    ]);
  });

  it("answers with the kit's errors for bad bodies, and the devnet's 405 for a wrong method", async () => {
    const notJson = await fetch(`${server.url}/siwx/verify`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(notJson.status).toBe(415);
    const tooBig = await post('/verify', { message: 'x'.repeat(20_000), signature: '0x' });
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    // The connection still serves the next request after a refused body.
    expect((await get('/nonce')).status).toBe(200);
    expect((await fetch(`${server.url}/siwx/verify`)).status).toBe(405);
  });

  it("allows the devnet's Solana engine and Bitcoin testnet chain ids as the devnet defines them", () => {
    expect(DEVNET_SOLANA_CHAIN_ID).toBe(createSolanaEngine().caipNetworkId);
    expect(DEVNET_BITCOIN_CHAIN_ID).toBe(bitcoinTestnet.caipNetworkId);
  });
});
