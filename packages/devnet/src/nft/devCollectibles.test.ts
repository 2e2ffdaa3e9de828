import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createPublicClient, createWalletClient, http } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNftClient } from '@connect-modal/headless/services';
import type { NftClient } from '@connect-modal/headless/services';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { startApiServer } from '../api/startApiServer.js';
import type { RunningApiServer } from '../api/startApiServer.js';
import { COLLECTIBLES_PER_HOLDER, DEV_COLLECTIONS } from './deployDevCollectibles.js';
import { devCollectiblesAbi, devCollectiblesBytecode } from './devCollectiblesArtifact.js';
import { NFT_PAGE_SIZE } from './nftRoutes.js';

const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown; evm: { bytecode: { object: string } } }>>;
}

describe('the DevCollectibles artefact', () => {
  it('is what its Solidity source compiles to', () => {
    const solc = require('solc') as { compile(input: string, callbacks: object): string; version(): string };
    const input = {
      language: 'Solidity',
      sources: { 'DevCollectibles.sol': { content: readFileSync(new URL('./DevCollectibles.sol', import.meta.url), 'utf8') } },
      settings: {
        evmVersion: 'cancun',
        optimizer: { enabled: true, runs: 200 },
        metadata: { bytecodeHash: 'none' },
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
      },
    };
    const findImports = (path: string) => ({ contents: readFileSync(require.resolve(path), 'utf8') });
    const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;
    expect((output.errors ?? []).filter((entry) => entry.severity === 'error')).toEqual([]);
    const contract = output.contracts['DevCollectibles.sol']?.DevCollectibles;
    expect(solc.version()).toMatch(/^0\.8\.37\+/);
    expect(require('@openzeppelin/contracts/package.json')).toMatchObject({ version: '5.7.0' });
    expect(`0x${contract?.evm.bytecode.object}`).toBe(devCollectiblesBytecode);
    expect(contract?.abi).toEqual(devCollectiblesAbi);
  }, 60_000);
});

describe('NFTs on the devnet', () => {
  let chain: DevChain;
  let server: RunningApiServer;
  let nfts: NftClient;
  const caip = 'eip155:31337';

  beforeAll(async () => {
    chain = await startChain();
    server = await startApiServer({ chains: [chain] });
    nfts = createNftClient({
      baseUrl: server.url,
      projectId: 'devnet-project',
      sdkType: 'connect',
      sdkVersion: 'test',
      fetch: (input, init) => fetch(input, init),
      retry: { count: 0, delayMs: 1 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await chain?.stop();
  });

  it('deploys both collections at their fixed addresses and mints to the first three dev accounts', async () => {
    expect(chain.contracts.collectibles).toBe(DEV_COLLECTIONS[0].address);
    expect(chain.contracts.spamCollectibles).toBe(DEV_COLLECTIONS[1].address);
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    for (const [index, holder] of chain.accounts.slice(0, 3).entries()) {
      const balanceOf = (address: Address) => client.readContract({ address, abi: devCollectiblesAbi, functionName: 'balanceOf', args: [holder] });
      expect(await balanceOf(chain.contracts.collectibles)).toBe(BigInt(COLLECTIBLES_PER_HOLDER));
      expect(await balanceOf(chain.contracts.spamCollectibles)).toBe(1n);
      const first = await client.readContract({ address: chain.contracts.collectibles, abi: devCollectiblesAbi, functionName: 'tokenOfOwnerByIndex', args: [holder, 0n] });
      expect(first).toBe(BigInt(index * COLLECTIBLES_PER_HOLDER + 1));
    }
    expect(await client.readContract({ address: chain.contracts.collectibles, abi: devCollectiblesAbi, functionName: 'name' })).toBe('Devnet Collectibles');
    expect(devCollectiblesBytecode.startsWith('0x6080')).toBe(true);
  });

  it('lists an account\'s NFTs with names, ids, pictures and the spam flag, read from the chain', async () => {
    const account = chain.accounts[1] as string;
    const page = await nfts.fetchNfts({ account, chainId: caip });
    expect(page.next).toBeNull();
    expect(page.data.map((nft) => nft.nft_info.name)).toEqual([
      'Devnet Collectibles #4',
      'Devnet Collectibles #5',
      'Devnet Collectibles #6',
      'Claim Your Reward #2',
    ]);
    expect(page.data.map((nft) => nft.nft_info.flags?.is_spam)).toEqual([false, false, false, true]);
    const first = page.data[0];
    expect(first).toMatchObject({
      id: `${caip}:${DEV_COLLECTIONS[0].address}:4`,
      chain: caip,
      nft_info: { contract_address: DEV_COLLECTIONS[0].address, token_id: '4', interface: 'erc721' },
      collection_info: { name: 'Devnet Collectibles' },
    });
    const image = await fetch(first?.nft_info.content?.preview?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('#4<');
  });

  it('shows a token minted a moment ago, and pages past the page size with a cursor', async () => {
    const key = chain.privateKeys[5];
    if (!key) throw new Error('no dev key 5');
    const wallet = createWalletClient({ account: privateKeyToAccount(key), chain: chain.chain, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    const owner = chain.accounts[5] as Address;
    expect((await nfts.fetchNfts({ account: owner, chainId: caip })).data).toEqual([]);
    for (let index = 0; index < NFT_PAGE_SIZE + 2; index++) {
      const hash = await wallet.writeContract({ address: chain.contracts.collectibles, abi: devCollectiblesAbi, functionName: 'mint', args: [owner] });
      await client.waitForTransactionReceipt({ hash });
    }
    const first = await nfts.fetchNfts({ account: `${caip}:${owner}`, chainId: caip });
    expect(first.data).toHaveLength(NFT_PAGE_SIZE);
    expect(first.next).toEqual(expect.any(String));
    const second = await nfts.fetchNfts({ account: owner, chainId: caip, cursor: first.next });
    expect(second.data).toHaveLength(2);
    expect(second.next).toBeNull();
    const ids = new Set([...first.data, ...second.data].map((nft) => nft.nft_info.token_id));
    expect(ids.size).toBe(NFT_PAGE_SIZE + 2);
  }, 60_000);

  it('answers empty for other networks and refuses bad input clearly', async () => {
    const account = chain.accounts[1] as string;
    expect(await nfts.fetchNfts({ account, chainId: 'eip155:999' })).toEqual({ data: [], next: null });
    // The client asks for EVM networks only.
    expect(await nfts.fetchNfts({ account, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual({ data: [], next: null });
    const bad = await fetch(`${server.url}/v1/account/not-an-address/nfts?chainId=${caip}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid address' });
    const cursor = await fetch(`${server.url}/v1/account/${account}/nfts?chainId=${caip}&cursor=bm9wZQ`);
    expect(cursor.status).toBe(400);
    expect(await cursor.json()).toEqual({ error: 'Invalid cursor' });
    const image = await fetch(`${server.url}/public/getNftImage/${caip}/${DEV_COLLECTIONS[0].address}/%3Cscript%3E`);
    expect(image.status).toBe(400);
  });
});
