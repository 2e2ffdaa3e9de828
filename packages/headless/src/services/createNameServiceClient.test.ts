import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../core/clock/index.js';
import { ConnectError } from '../core/errors/index.js';
import type { FetchLike } from './ApiClientOptions.js';
import { createBlockchainApiClient } from './createBlockchainApiClient.js';
import { createNameServiceClient, evmChainIdToCoinType, withNameSuffix } from './createNameServiceClient.js';

const profile = { name: 'alice.reown.id', addresses: { '60': { address: '0xabc' } }, attributes: [] };

function client(status: number, body: unknown) {
  const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify(body), { status }));
  const clock = createManualClock(1_700_000_000_500);
  const names = createNameServiceClient({
    baseUrl: 'https://rpc.example',
    projectId: 'pid',
    sdkType: 'connect',
    sdkVersion: '1',
    fetch,
    clock,
    retry: { count: 0, delayMs: 0 },
  });
  return { fetch, names };
}

async function failure(promise: Promise<unknown>): Promise<ConnectError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ConnectError);
  return error as ConnectError;
}

describe('createNameServiceClient', () => {
  it('resolves names, and null for a name nobody holds', async () => {
    expect(await client(200, profile).names.resolveName('alice.reown.id')).toEqual(profile);
    expect(await client(404, { error: 'Name not found' }).names.resolveName('nobody.reown.id')).toBeNull();
    expect((await failure(client(500, {}).names.resolveName('alice.reown.id'))).message).toBe('Error resolving name');
    expect((await failure(client(200, { name: 5 }).names.resolveName('alice.reown.id'))).message).toBe('Error resolving name');
  });

  it('fetches names for an address and suggestions with the specified errors', async () => {
    expect(await client(200, [profile]).names.getNamesForAddress('0xabc')).toEqual([profile]);
    expect((await failure(client(500, {}).names.getNamesForAddress('0xabc'))).message).toBe('Error fetching names for address');
    expect(await client(200, { suggestions: [{ name: 'bob.reown.id', registered: false }] }).names.getSuggestions('bob')).toEqual([
      { name: 'bob.reown.id', registered: false },
    ]);
    expect((await failure(client(502, {}).names.getSuggestions('bob'))).message).toBe('Error fetching name suggestions');
  });

  it('registers once, never retrying, and names the failed name', async () => {
    const ok = client(200, { success: true });
    await ok.names.register({ name: 'carol', coinType: 60, address: '0xabc', message: '{}', signature: '0x01' });
    expect(JSON.parse(String(ok.fetch.mock.calls[0]?.[1]?.body))).toEqual({ coin_type: 60, address: '0xabc', message: '{}', signature: '0x01' });

    const failing = client(503, {});
    const error = await failure(failing.names.register({ name: 'carol', coinType: 60, address: '0xabc', message: '{}', signature: '0x01' }));
    expect(error.message).toBe('Error registering name carol');
    expect(failing.fetch).toHaveBeenCalledTimes(1);
    const refused = await failure(client(200, { success: false }).names.register({ name: 'dave', coinType: 60, address: '0x', message: '', signature: '0x' }));
    expect(refused.message).toBe('Error registering name dave');
  });

  it('builds the registration message with the suffix and the clock time in seconds', () => {
    const { names } = client(200, {});
    expect(JSON.parse(names.createRegisterMessage('carol'))).toEqual({ name: 'carol.reown.id', attributes: {}, timestamp: 1_700_000_000 });
    expect(withNameSuffix('carol.reown.id')).toBe('carol.reown.id');
    expect(withNameSuffix('old.wcn.id')).toBe('old.wcn.id');
  });

  it('shares a given blockchain API client', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(JSON.stringify([]), { status: 200 }));
    const api = createBlockchainApiClient({ baseUrl: 'https://rpc.example', projectId: 'pid', sdkType: 'c', sdkVersion: '1', fetch });
    expect(await createNameServiceClient({ api }).getNamesForAddress('0xabc')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('converts EVM chain ids to coin types below 2^31 only', () => {
    expect(evmChainIdToCoinType(1)).toBe(2147483649);
    expect(evmChainIdToCoinType(31337)).toBe(0x80000000 + 31337);
    expect(() => evmChainIdToCoinType(2 ** 31)).toThrow('Invalid chainId');
  });
});
