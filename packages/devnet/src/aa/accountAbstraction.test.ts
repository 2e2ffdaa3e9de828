import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { signableSimpleAccountFactoryAbi } from './accountArtifacts.generated.js';
import { deployAccountAbstraction } from './deployAccountAbstraction.js';
import type { AccountAbstractionContracts } from './deployAccountAbstraction.js';
import { startBundler } from './startBundler.js';
import type { DevBundler } from './startBundler.js';

const senderCreatorAbi = [{ type: 'function', name: 'senderCreator', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' }] as const;

describe('account abstraction on a dev chain', () => {
  let chain: DevChain;
  let contracts: AccountAbstractionContracts;
  let bundler: DevBundler;

  beforeAll(async () => {
    chain = await startChain({ chainId: 31337 });
    contracts = await deployAccountAbstraction(chain);
    bundler = await startBundler({ chain, entryPoint: contracts.entryPoint });
  }, 90_000);

  afterAll(async () => {
    await bundler?.stop();
    await chain?.stop();
  });

  it('deploys EntryPoint v0.8 with its SenderCreator and both factories, once', async () => {
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    for (const address of [contracts.entryPoint, contracts.simpleAccountFactory, contracts.factory]) {
      expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2);
    }
    const senderCreator = await client.readContract({ address: contracts.entryPoint, abi: senderCreatorAbi, functionName: 'senderCreator' });
    expect((await client.getCode({ address: senderCreator }))?.length ?? 0).toBeGreaterThan(2);
    expect(await deployAccountAbstraction(chain)).toEqual(contracts);
    const owner = chain.accounts[3]!;
    const counterfactual = await client.readContract({ address: contracts.factory, abi: signableSimpleAccountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] });
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
  });

  it('runs the bundler on its own port, serving the entry point on this chain', async () => {
    const call = async (method: string) => {
      const response = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) });
      return ((await response.json()) as { result: unknown }).result;
    };
    expect(await call('eth_supportedEntryPoints')).toEqual([contracts.entryPoint]);
    expect(await call('eth_chainId')).toBe('0x7a69');
    expect(new URL(bundler.url).hostname).toBe('127.0.0.1');
  });
});
