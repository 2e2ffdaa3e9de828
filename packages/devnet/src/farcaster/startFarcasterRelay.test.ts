import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createAppClient, viemConnector } from '@farcaster/auth-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { fidOf } from './installIdRegistry.js';
import { idRegistryAbi, idRegistryRuntimeCode } from './idRegistryArtifact.js';
import { startFarcasterRelay } from './startFarcasterRelay.js';
import type { DevFarcaster } from './startFarcasterRelay.js';

const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown; evm: { deployedBytecode: { object: string } } }>>;
}

describe('the devnet ID registry', () => {
  it('ships the runtime code its Solidity source compiles to', () => {
    const solc = require('solc') as { compile(input: string): string; version(): string };
    const input = {
      language: 'Solidity',
      sources: { 'IdRegistry.sol': { content: readFileSync(new URL('./IdRegistry.sol', import.meta.url), 'utf8') } },
      settings: {
        evmVersion: 'cancun',
        optimizer: { enabled: true, runs: 200 },
        metadata: { bytecodeHash: 'none' },
        outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
      },
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
    expect((output.errors ?? []).filter((entry) => entry.severity === 'error')).toEqual([]);
    const contract = output.contracts['IdRegistry.sol']?.IdRegistry;
    expect(solc.version()).toMatch(/^0\.8\.37\+/);
    expect(`0x${contract?.evm.deployedBytecode.object}`).toBe(idRegistryRuntimeCode);
    expect(contract?.abi).toEqual(idRegistryAbi);
  });
});

describe('the devnet Farcaster relay and app', () => {
  let chain: DevChain;
  let farcaster: DevFarcaster;

  beforeAll(async () => {
    chain = await startChain();
    farcaster = await startFarcasterRelay({ rpcUrl: chain.rpcUrl });
  }, 60_000);
  afterAll(async () => {
    await farcaster?.stop();
    await chain?.stop();
  });

  it('registers the test account in the ID registry at the address the auth client reads', async () => {
    expect(farcaster.user.fid).toBeGreaterThan(0);
    expect(await fidOf(chain.rpcUrl, farcaster.user.custody)).toBe(BigInt(farcaster.user.fid));
    const connector = viemConnector({ rpcUrl: chain.rpcUrl });
    expect(await connector.getFid(farcaster.user.custody)).toBe(BigInt(farcaster.user.fid));
  });

  it('serves the relay contract the auth client calls, and the app page approves with the custody key', async () => {
    const client = createAppClient({ relay: farcaster.relayUrl, ethereum: viemConnector({ rpcUrl: chain.rpcUrl }) });
    const created = await client.createChannel({ siweUri: 'https://site.example/login', domain: 'site.example', acceptAuthAddress: false });
    if (created.isError) throw created.error;
    expect(created.response.status).toBe(201);
    expect(created.data.url).toBe(`${farcaster.appUrl}?channelToken=${created.data.channelToken}`);
    const pending = await client.status({ channelToken: created.data.channelToken });
    if (pending.isError) throw pending.error;
    expect(pending.response.status).toBe(202);
    expect(pending.data.state).toBe('pending');

    const pageHtml = await (await fetch(created.data.url)).text();
    expect(pageHtml).toContain('site.example');
    expect(pageHtml).toContain(created.data.nonce);
    const approved = await fetch(farcaster.appUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken: created.data.channelToken }).toString(),
    });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('@devcaster approved');

    const done = await client.status({ channelToken: created.data.channelToken });
    if (done.isError) throw done.error;
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({ state: 'completed', fid: farcaster.user.fid, username: 'devcaster', nonce: created.data.nonce });
    const verified = await client.verifySignInMessage({
      nonce: created.data.nonce,
      domain: 'site.example',
      message: done.data.message ?? '',
      signature: done.data.signature ?? '0x',
      acceptAuthAddress: false,
    });
    expect(verified.isError).toBe(false);
    expect(verified).toMatchObject({ success: true, fid: farcaster.user.fid, authMethod: 'custody' });
  });

  it('refuses an unknown relay key, a second completion and an unknown channel', async () => {
    const client = createAppClient({ relay: farcaster.relayUrl, ethereum: viemConnector({ rpcUrl: chain.rpcUrl }) });
    const created = await client.createChannel({ siweUri: 'https://site.example/login', domain: 'site.example' });
    if (created.isError) throw created.error;
    const wrongKey = await fetch(`${farcaster.relayUrl}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.data.channelToken}`, 'x-farcaster-auth-relay-key': 'nope' },
      body: JSON.stringify({ message: 'x', signature: '0x00', fid: 1 }),
    });
    expect(wrongKey.status).toBe(401);
    await farcaster.approve(created.data.channelToken);
    await expect(farcaster.approve(created.data.channelToken)).rejects.toThrow(/completed already/);
    const unknown = await fetch(`${farcaster.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${'x'.repeat(32)}` } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'Unknown channel token' });
  });
});
