import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  hashMessage,
  http,
  isErc6492Signature,
  parseErc6492Signature,
  recoverMessageAddress,
  serializeErc6492Signature,
  toFunctionSelector,
} from 'viem';
import type { Address, EIP1193Provider, Hex, PublicClient } from 'viem';
import { smartAccountAbi, smartAccountFactoryAbi } from '../chain/artifacts.generated.js';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { buildDevWalletInitScript } from './buildDevWalletScript.js';
import { DEV_WALLET_ICON, installDevWallet } from './devWallet.js';
import type { DevWalletHost, DevWalletOptions, DevWalletProvider } from './devWallet.js';
import {
  DEPLOY_SELECTOR,
  ERC6492_MAGIC_SUFFIX,
  GET_ADDRESS_SELECTOR,
  encodeOwnerSaltCall,
  parseSmartAccount,
  wrapErc6492Signature,
} from './smartAccount.js';

const ERC1271_MAGIC_VALUE = '0x1626ba7e';
const MESSAGE = 'example.org wants you to sign in with your Ethereum account';

async function rpcError(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected the request to fail');
}

describe('smart-account encodings', () => {
  const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const factory: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('match viem for the factory calls and the ERC-6492 wrapper', () => {
    expect(GET_ADDRESS_SELECTOR).toBe(toFunctionSelector('getAddress(address,uint256)'));
    expect(DEPLOY_SELECTOR).toBe(toFunctionSelector('deploy(address,uint256)'));
    for (const salt of [0n, 1n, 2n ** 255n + 12345n, 2n ** 256n - 1n]) {
      expect(encodeOwnerSaltCall(DEPLOY_SELECTOR, owner, salt)).toBe(
        encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner, salt] }),
      );
      expect(encodeOwnerSaltCall(GET_ADDRESS_SELECTOR, owner, salt)).toBe(
        encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [owner, salt] }),
      );
    }
    const data = encodeOwnerSaltCall(DEPLOY_SELECTOR, owner, 3n);
    for (const signature of ['0x', '0xab', `0x${'11'.repeat(65)}`, `0x${'22'.repeat(64)}`] as Hex[]) {
      const wrapped = wrapErc6492Signature(factory, data, signature);
      expect(wrapped).toBe(serializeErc6492Signature({ address: factory, data, signature }));
      expect(wrapped.endsWith(ERC6492_MAGIC_SUFFIX.slice(2))).toBe(true);
    }
    expect(() => wrapErc6492Signature(factory, '0xabc', '0x')).toThrow('two 0x-prefixed byte strings');
  });

  it('parses the option and names what is wrong with a bad one', () => {
    expect(parseSmartAccount(undefined)).toBeNull();
    expect(parseSmartAccount(null)).toBeNull();
    expect(parseSmartAccount({ factory: factory.toLowerCase() as Address })).toEqual({ factory, salt: 0n });
    expect(parseSmartAccount({ factory, salt: '42' })).toEqual({ factory, salt: 42n });
    expect(() => parseSmartAccount({ factory: '0x1234' as Address })).toThrow('smartAccount.factory must be a 0x-prefixed 20-byte address');
    expect(() => parseSmartAccount({ factory, salt: -1n })).toThrow('smartAccount.salt must be an integer from 0 to 2^256 - 1');
    expect(() => parseSmartAccount({ factory, salt: 2n ** 256n })).toThrow('smartAccount.salt');
    expect(() => parseSmartAccount({ factory, salt: '0x10' })).toThrow('smartAccount.salt');
  });
});

describe('dev wallet as a smart account', () => {
  let devChain: DevChain;
  let publicClient: PublicClient;
  let base: DevWalletOptions;

  beforeAll(async () => {
    devChain = await startChain({ chainId: 31337 });
    publicClient = createPublicClient({ chain: devChain.chain, transport: http(devChain.rpcUrl) });
    base = {
      name: 'Dev Wallet',
      rdns: 'dev.connect-modal.wallet',
      icon: DEV_WALLET_ICON,
      chains: { 31337: devChain.rpcUrl },
      initialChainId: 31337,
      account: devChain.accounts[0]!,
      persist: false,
    };
  });

  afterAll(async () => {
    await devChain?.stop();
  });

  const install = (options: Partial<DevWalletOptions>): { provider: DevWalletProvider; control: ReturnType<typeof installDevWallet>['control'] } =>
    installDevWallet({ ...base, ...options }, new EventTarget() as DevWalletHost);
  const walletClientOf = (provider: DevWalletProvider) =>
    createWalletClient({ chain: devChain.chain, transport: custom(provider as unknown as EIP1193Provider) });
  const factoryAddress = (owner: Address, salt: bigint) =>
    publicClient.readContract({ address: devChain.contracts.factory, abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [owner, salt] });

  it('signs for the deployed account with the owner signature, valid through ERC-1271', async () => {
    const { provider } = install({ smartAccount: { factory: devChain.contracts.factory } });
    const walletClient = walletClientOf(provider);
    const [address] = await walletClient.requestAddresses();
    expect(address).toBe(devChain.contracts.smartAccount);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([devChain.contracts.smartAccount]);

    const signature = await walletClient.signMessage({ account: address!, message: MESSAGE });
    expect(isErc6492Signature(signature)).toBe(false);
    expect(await recoverMessageAddress({ message: MESSAGE, signature })).toBe(devChain.accounts[0]);
    expect(await publicClient.verifyMessage({ address: address!, message: MESSAGE, signature })).toBe(true);
    const answer = await publicClient.readContract({
      address: address!,
      abi: smartAccountAbi,
      functionName: 'isValidSignature',
      args: [hashMessage(MESSAGE), signature],
    });
    expect(answer).toBe(ERC1271_MAGIC_VALUE);
    expect(await publicClient.verifyMessage({ address: address!, message: 'another message', signature })).toBe(false);
  });

  it('signs for a counterfactual account with an ERC-6492 signature carrying the deploy call', async () => {
    const owner = devChain.accounts[1]!;
    const salt = 7n;
    const { provider } = install({ account: owner, smartAccount: { factory: devChain.contracts.factory, salt } });
    const walletClient = walletClientOf(provider);
    const [address] = await walletClient.requestAddresses();
    expect(address).toBe(await factoryAddress(owner, salt));
    expect(await publicClient.getCode({ address: address! })).toBeUndefined();

    const signature = await walletClient.signMessage({ account: address!, message: MESSAGE });
    expect(isErc6492Signature(signature)).toBe(true);
    const parts = parseErc6492Signature(signature);
    expect(parts.address).toBe(devChain.contracts.factory);
    expect(parts.data).toBe(encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner, salt] }));
    expect(await recoverMessageAddress({ message: MESSAGE, signature: parts.signature })).toBe(owner);
    expect(await publicClient.verifyMessage({ address: address!, message: MESSAGE, signature })).toBe(true);
    // Verification simulates the deployment; the account still has no code.
    expect(await publicClient.getCode({ address: address! })).toBeUndefined();

    const typedData = {
      domain: { name: 'Dev', version: '1', chainId: 31337 },
      types: { Login: [{ name: 'nonce', type: 'string' }] },
      primaryType: 'Login',
      message: { nonce: 'abc123' },
    } as const;
    const typedSignature = await walletClient.signTypedData({ account: address!, ...typedData });
    expect(isErc6492Signature(typedSignature)).toBe(true);
    expect(await publicClient.verifyTypedData({ address: address!, signature: typedSignature, ...typedData })).toBe(true);
  });

  it('checks the code when it signs: once deployed, the account signs like a deployed one', async () => {
    const owner = devChain.accounts[2]!;
    const salt = 9n;
    const { provider } = install({ account: owner, connected: true, smartAccount: { factory: devChain.contracts.factory, salt } });
    const walletClient = walletClientOf(provider);
    const [address] = await walletClient.getAddresses();
    expect(isErc6492Signature(await walletClient.signMessage({ account: address!, message: MESSAGE }))).toBe(true);

    const deployer = createWalletClient({ chain: devChain.chain, transport: http(devChain.rpcUrl), account: owner });
    const hash = await deployer.writeContract({ address: devChain.contracts.factory, abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner, salt] });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    const signature = await walletClient.signMessage({ account: address!, message: MESSAGE });
    expect(isErc6492Signature(signature)).toBe(false);
    expect(await publicClient.verifyMessage({ address: address!, message: MESSAGE, signature })).toBe(true);
  });

  it('refuses transactions and foreign signers in smart-account mode', async () => {
    const { provider } = install({ connected: true, smartAccount: { factory: devChain.contracts.factory } });
    const sent = await rpcError(provider.request({ method: 'eth_sendTransaction', params: [{ to: devChain.accounts[1], value: '0x1' }] }));
    expect(sent).toMatchObject({ code: 4200 });
    expect(sent.message).toContain('eth_sendTransaction is not supported');
    // The owner is not the account the site was given.
    expect((await rpcError(provider.request({ method: 'personal_sign', params: ['0x68690a', devChain.accounts[0]] }))).code).toBe(4100);
  });

  it('switches mode from the controls, and connected sites see the account change', async () => {
    const { provider, control } = install({});
    const seen: unknown[] = [];
    provider.on('accountsChanged', (accounts: unknown) => seen.push(accounts));
    await provider.request({ method: 'eth_requestAccounts' });
    control.setSmartAccount({ factory: devChain.contracts.factory });
    await expect.poll(() => seen.length).toBe(2);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([devChain.contracts.smartAccount]);
    expect(control.state()[0]?.smartAccount).toEqual({ factory: devChain.contracts.factory, salt: 0n });
    // The same mode again changes nothing; a bad one throws and leaves the mode as it was.
    control.setSmartAccount({ factory: devChain.contracts.factory, salt: '0' });
    expect(() => control.setSmartAccount({ factory: '0xnope' as Address })).toThrow('smartAccount.factory');
    control.setSmartAccount(null);
    expect(seen).toEqual([[devChain.accounts[0]], [devChain.contracts.smartAccount], [devChain.accounts[0]]]);
    expect(control.state()[0]?.smartAccount).toBeNull();
  });

  it('fails with a clear error where the factory is not deployed', async () => {
    const { provider } = install({ smartAccount: { factory: '0x000000000000000000000000000000000000dEaD' } });
    const error = await rpcError(provider.request({ method: 'eth_requestAccounts' }));
    expect(error.message).toContain('gave no address');
  });

  it('takes the mode, bigint salt included, through the init script', async () => {
    const owner = devChain.accounts[3]!;
    const script = await buildDevWalletInitScript({ ...base, account: owner, smartAccount: { factory: devChain.contracts.factory, salt: 2n ** 200n } });
    const host = new EventTarget() as DevWalletHost;
    const providers: DevWalletProvider[] = [];
    host.addEventListener('eip6963:announceProvider', (event) => providers.push((event as CustomEvent<{ provider: DevWalletProvider }>).detail.provider));
    runInNewContext(script, { window: host, CustomEvent, TextEncoder, fetch, crypto, setTimeout, Symbol, Object });
    expect(await providers[0]!.request({ method: 'eth_requestAccounts' })).toEqual([await factoryAddress(owner, 2n ** 200n)]);
  });
});
