import { ANVIL_PRIVATE_KEYS, deployAccountAbstraction, startBundler, startChain } from '@connect-modal/devnet';
import type { AccountAbstractionContracts, DevBundler, DevChain } from '@connect-modal/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, isErc6492Signature, parseEther, toHex } from 'viem';
import type { Hex, PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startHarness } from '../testing/siteHarness.js';
import type { Harness } from '../testing/siteHarness.js';
import { readSecureSiteEnv } from '../env.js';
import { accountFactoryAbi } from './userSmartAccount.js';

let chain: DevChain;
let contracts: AccountAbstractionContracts;
let bundler: DevBundler;
let h: Harness;
let token: string;
let owner: Hex;
let client: PublicClient;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  contracts = await deployAccountAbstraction(chain);
  bundler = await startBundler({ chain, entryPoint: contracts.entryPoint });
  h = await startHarness({
    evmRpcUrls: { '31337': chain.rpcUrl },
    smartAccounts: { '31337': { entryPoint: contracts.entryPoint, factory: contracts.factory, bundlerUrl: bundler.url } },
  });
  const login = await h.login('smart@example.com');
  token = login.token;
  owner = login.user.evmAddress as Hex;
  client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) }) as PublicClient;
}, 120_000);
afterAll(async () => {
  await h?.stop();
  await bundler?.stop();
  await chain?.stop();
});

const rpc = (method: string, params?: unknown, accountType: 'eoa' | 'smartAccount' = 'smartAccount') =>
  h.call('POST', '/api/v1/rpc', { chainId: 'eip155:31337', method, params, accountType }, { token });

const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Hex },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail' as const,
  message: { contents: 'Hello, Bob!' },
};

describe('smart-account routes', () => {
  it('lists the chains with smart accounts without a session, and refuses init without one', async () => {
    expect((await h.call('GET', '/api/v1/smart-accounts/networks')).body).toEqual({ smartAccountEnabledNetworks: [31337] });
    const refused = await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'eip155:31337' });
    expect(refused.status).toBe(401);
  });

  it('init answers the counterfactual address from the factory, not deployed; other chains and bad bodies are refused', async () => {
    const answer = await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'eip155:31337' }, { token });
    const expected = await client.readContract({ address: contracts.factory, abi: accountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] });
    expect(answer.body).toEqual({ address: expected, isDeployed: false });
    expect(await client.getCode({ address: expected })).toBeUndefined();
    const other = await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'eip155:1' }, { token });
    expect(other.status).toBe(400);
    expect(other.body.error).toEqual({ code: 'SMART_ACCOUNT_NOT_ENABLED', message: 'Smart accounts are not enabled on eip155:1' });
    const bad = await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'solana:abc' }, { token });
    expect(bad.status).toBe(400);
  });
});

describe('requests from the smart account', () => {
  let smart: Hex;
  beforeAll(async () => {
    smart = (await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'eip155:31337' }, { token })).body.address as Hex;
  });

  it('eth_accounts is the smart account; another address in the params answers 4100', async () => {
    expect((await rpc('eth_accounts')).body.result).toEqual([smart]);
    const foreign = await rpc('personal_sign', [toHex('hi'), owner]);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe(4100);
  });

  it('signs as ERC-6492 before deployment (valid for the smart account only), sends through the bundler, then signs as ERC-1271', async () => {
    const before = (await rpc('personal_sign', [toHex('Counterfactual hello'), smart])).body.result as Hex;
    expect(isErc6492Signature(before)).toBe(true);
    expect(await client.verifyMessage({ address: smart, message: 'Counterfactual hello', signature: before })).toBe(true);
    expect(await client.verifyMessage({ address: owner, message: 'Counterfactual hello', signature: before })).toBe(false);
    const typedBefore = (await rpc('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])).body.result as Hex;
    expect(await client.verifyTypedData({ address: smart, signature: typedBefore, ...typedData })).toBe(true);

    // The account pays for its own gas: fund it before its first user operation.
    const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[4]), chain: chain.chain, transport: http(chain.rpcUrl) });
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }) });
    const recipient = privateKeyToAccount(toHex(new Uint8Array(32).fill(7))).address;
    const sent = await rpc('eth_sendTransaction', [{ from: smart, to: recipient, value: toHex(123_456_789_000n) }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const receipt = await client.getTransactionReceipt({ hash: sent.body.result as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(contracts.entryPoint.toLowerCase());
    expect(await client.getBalance({ address: recipient })).toBe(123_456_789_000n);
    expect((await client.getCode({ address: smart }))?.length ?? 0).toBeGreaterThan(2);
    expect((await h.call('POST', '/api/v1/smart-accounts/init', { chainId: 'eip155:31337' }, { token })).body).toEqual({ address: smart, isDeployed: true });

    const after = (await rpc('personal_sign', [toHex('Deployed hello'), smart])).body.result as Hex;
    expect(isErc6492Signature(after)).toBe(false);
    expect(await client.verifyMessage({ address: smart, message: 'Deployed hello', signature: after })).toBe(true);
    const typedAfter = (await rpc('eth_signTypedData_v4', [smart, typedData])).body.result as Hex;
    expect(await client.verifyTypedData({ address: smart, signature: typedAfter, ...typedData })).toBe(true);
  }, 90_000);

  it('wallet_sendCalls runs the calls as one user operation; its status reports the receipt, atomic', async () => {
    const a = privateKeyToAccount(toHex(new Uint8Array(32).fill(8))).address;
    const b = privateKeyToAccount(toHex(new Uint8Array(32).fill(9))).address;
    const sent = await rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls: [{ to: a, value: '0x3e8' }, { to: b, value: '0x7d0' }] }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const status = (await rpc('wallet_getCallsStatus', [(sent.body.result as { id: string }).id])).body.result as { status: number; atomic: boolean; receipts: unknown[] };
    expect(status.status).toBe(200);
    expect(status.atomic).toBe(true);
    expect(status.receipts).toHaveLength(1);
    expect(await client.getBalance({ address: a })).toBe(1000n);
    expect(await client.getBalance({ address: b })).toBe(2000n);
    expect((await rpc('wallet_getCapabilities', [smart])).body.result).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
  }, 60_000);

  it('a contract deployment from the smart account and a chain without smart accounts are refused clearly', async () => {
    const deploy = await rpc('eth_sendTransaction', [{ from: smart, data: '0x00' }]);
    expect(deploy.body.error).toEqual({ code: -32602, message: 'Invalid params: a smart account cannot deploy a contract: `to` is required' });
    const other = await h.call('POST', '/api/v1/rpc', { chainId: 'eip155:5', method: 'eth_accounts', accountType: 'smartAccount' }, { token });
    expect(other.body.error).toEqual({ code: 4100, message: 'Smart accounts are not enabled on eip155:5' });
    // The EOA is still there for requests without the smart account.
    expect((await rpc('eth_accounts', undefined, 'eoa')).body.result).toEqual([owner]);
  });
});

describe('SMART_ACCOUNTS', () => {
  const base = { SECURE_SITE_DEV: '1', SMTP_URL: 'smtp://127.0.0.1:2525', ALLOWED_ORIGINS: '{"p":["https://a.example"]}' };
  it('reads the per-chain entry point, factory and bundler URL', () => {
    const entry = { entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', factory: '0x13E9ed32155810FA7E5f9D6a8e3e4a17De8B4540', bundlerUrl: 'http://127.0.0.1:4337' };
    expect(readSecureSiteEnv({ ...base, SMART_ACCOUNTS: JSON.stringify({ '8453': entry }) }).options.smartAccounts).toEqual({ '8453': entry });
  });
  it('refuses malformed values with the entry named', () => {
    expect(() => readSecureSiteEnv({ ...base, SMART_ACCOUNTS: 'nope' })).toThrow(/SMART_ACCOUNTS must be JSON/);
    expect(() => readSecureSiteEnv({ ...base, SMART_ACCOUNTS: '{"1": {"entryPoint": "0x12", "factory": "0x12", "bundlerUrl": "x"}}' })).toThrow('SMART_ACCOUNTS["1"].entryPoint must be a 0x-prefixed 20-byte address');
    expect(() => readSecureSiteEnv({ ...base, SMART_ACCOUNTS: '{"main": {}}' })).toThrow('SMART_ACCOUNTS: "main" is not a decimal chain id');
    const noUrl = { entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', factory: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', bundlerUrl: 'ftp://x' };
    expect(() => readSecureSiteEnv({ ...base, SMART_ACCOUNTS: JSON.stringify({ '1': noUrl }) })).toThrow('SMART_ACCOUNTS["1"].bundlerUrl must be an http(s) URL');
  });
});
