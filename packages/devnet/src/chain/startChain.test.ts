import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, encodeFunctionData, http, serializeErc6492Signature } from 'viem';
import type { PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS, ANVIL_PRIVATE_KEYS } from './accounts.js';
import { devTokenAbi, smartAccountAbi, smartAccountFactoryAbi } from './artifacts.generated.js';
import { DEV_TOKEN_GENESIS_BALANCE, startChain } from './startChain.js';
import type { DevChain } from './startChain.js';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('startChain', () => {
  let devChain: DevChain;
  let client: PublicClient;

  beforeAll(async () => {
    devChain = await startChain({ chainId: 31337 });
    client = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
  });

  afterAll(async () => {
    await devChain?.stop();
  });

  it('answers eth_chainId on a system-picked port', async () => {
    expect(devChain.port).toBeGreaterThan(0);
    expect(devChain.rpcUrl).toBe(`http://127.0.0.1:${devChain.port}`);
    expect(await client.getChainId()).toBe(31337);
  });

  it('uses the well-known anvil accounts and keys', async () => {
    expect(devChain.accounts).toEqual(ANVIL_ACCOUNTS);
    const wallet = createWalletClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
    expect(await wallet.getAddresses()).toEqual(ANVIL_ACCOUNTS);
    devChain.privateKeys.forEach((key, index) => {
      expect(key).toBe(ANVIL_PRIVATE_KEYS[index]);
      expect(privateKeyToAccount(key).address).toBe(devChain.accounts[index]);
    });
  });

  it('mints DEV to the first three accounts only', async () => {
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({ address: devChain.contracts.token, abi: devTokenAbi, functionName: 'balanceOf', args: [address] });
    for (const holder of devChain.accounts.slice(0, 3)) {
      expect(await balanceOf(holder)).toBe(DEV_TOKEN_GENESIS_BALANCE);
    }
    expect(await balanceOf(devChain.accounts[3]!)).toBe(0n);
    expect(await client.readContract({ address: devChain.contracts.token, abi: devTokenAbi, functionName: 'symbol' })).toBe('DEV');
    expect(await client.readContract({ address: devChain.contracts.token, abi: devTokenAbi, functionName: 'decimals' })).toBe(18);
  });

  it('deploys a smart account owned by account 0 through the factory', async () => {
    const { smartAccount, factory } = devChain.contracts;
    expect(await client.readContract({ address: smartAccount, abi: smartAccountAbi, functionName: 'owner' })).toBe(devChain.accounts[0]);
    expect(
      await client.readContract({ address: factory, abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [devChain.accounts[0]!, 0n] }),
    ).toBe(smartAccount);
  });

  it('accepts ERC-1271 signatures from the owner and rejects other signers', async () => {
    const message = 'Sign in to the dev app';
    const owner = privateKeyToAccount(devChain.privateKeys[0]!);
    const stranger = privateKeyToAccount(devChain.privateKeys[1]!);
    const address = devChain.contracts.smartAccount;

    expect(await client.verifyMessage({ address, message, signature: await owner.signMessage({ message }) })).toBe(true);
    expect(await client.verifyMessage({ address, message, signature: await stranger.signMessage({ message }) })).toBe(false);
    // A signature from the node's unlocked account, as a wallet on this chain would make it.
    const wallet = createWalletClient({ chain: devChain.chain, transport: http(devChain.rpcUrl), account: devChain.accounts[0]! });
    const nodeSigned = await wallet.signMessage({ message });
    expect(await client.verifyMessage({ address, message, signature: nodeSigned })).toBe(true);
  });

  it('verifies ERC-6492 signatures of an undeployed account', async () => {
    const { factory } = devChain.contracts;
    const owner = privateKeyToAccount(devChain.privateKeys[0]!);
    const salt = 7n;
    const address = await client.readContract({ address: factory, abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [owner.address, salt] });
    expect(await client.getCode({ address })).toBeUndefined();

    const message = 'counterfactual';
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message }),
    });
    expect(await client.verifyMessage({ address, message, signature })).toBe(true);
    // Verification simulates the deploy; it must not have created the account.
    expect(await client.getCode({ address })).toBeUndefined();
  });

  it('runs a second chain next to the first and frees its port on stop', async () => {
    const [other, third] = await Promise.all([startChain({ chainId: 31338 }), startChain({ chainId: 31339, accounts: 12 })]);
    try {
      expect(other.port).not.toBe(devChain.port);
      const otherClient = createPublicClient({ chain: other.chain, transport: http(other.rpcUrl) });
      expect(await otherClient.getChainId()).toBe(31338);
      // Same deployer and nonces, so contract addresses match across dev chains.
      expect(other.contracts).toEqual(devChain.contracts);
      expect(third.accounts).toHaveLength(12);
      expect(privateKeyToAccount(third.privateKeys[11]!).address).toBe(third.accounts[11]);
    } finally {
      await Promise.all([other.stop(), third.stop()]);
    }
    expect(await portIsFree(other.port)).toBe(true);
    expect(await portIsFree(third.port)).toBe(true);
    expect(await client.getChainId()).toBe(31337);
  });
});
