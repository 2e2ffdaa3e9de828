import { smartAccountFactoryAbi, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature } from 'viem';
import type { Address, Hex, PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiwxVerifyError } from './SiwxVerifyError.js';
import { verifySiwxSignature } from './verifySiwxSignature.js';

const message = 'example.com wants you to sign in with your Ethereum account:\n0x…\n\nNonce: 32891756\nIssued At: 2025-01-01T00:00:00Z';
const stranger = privateKeyToAccount(generatePrivateKey());

let chain: DevChain;
let client: PublicClient;
let chainId: string;
let rpcRequests: { method: string; params: unknown }[] = [];

/** The global fetch, recording the JSON-RPC requests the verifier sends. */
const recordingFetch: typeof fetch = async (input, init) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { method: string; params: unknown };
  rpcRequests.push({ method: body.method, params: body.params });
  return fetch(input, init);
};

const verify = (address: string, signature: string, text = message, withRpc = true) =>
  verifySiwxSignature({
    chainId,
    address,
    signed: { message: text, signature },
    ...(withRpc ? { rpcUrl: (id: string) => (id === chainId ? chain.rpcUrl : undefined), fetch: recordingFetch } : {}),
  });

async function rejection(promise: Promise<unknown>): Promise<SiwxVerifyError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SiwxVerifyError)) throw new Error(`Expected a SiwxVerifyError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  chain = await startChain();
  chainId = `eip155:${chain.chainId}`;
  client = createPublicClient({ transport: http(chain.rpcUrl) });
});

afterAll(async () => {
  await chain?.stop();
});

const owner = () => privateKeyToAccount(chain.privateKeys[0] as Hex);

describe('EVM sign-in signatures: EOA', () => {
  it('accepts a personal_sign signature that recovers to the address, with no RPC at all', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message });
    expect(await verify(account.address, signature, message, false)).toBe(true);
    expect(await verify(account.address.toLowerCase(), signature, message, false)).toBe(true);
  });

  it('refuses a tampered message and another address (an EOA answers no ERC-1271 call)', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message });
    expect(await verify(account.address, signature, `${message}.`)).toBe(false);
    expect(await verify(stranger.address, signature)).toBe(false);
  });

  it('gives false for a malformed signature or address without asking the chain', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signature = await account.signMessage({ message });
    expect(await verify(account.address, signature.slice(2), message, false)).toBe(false);
    expect(await verify(account.address, `${signature}0`, message, false)).toBe(false);
    expect(await verify(account.address, '0x', message, false)).toBe(false);
    expect(await verify('0x1234', signature, message, false)).toBe(false);
  });

  it('needs an RPC to rule out a smart account when the signature does not recover to the address', async () => {
    const signature = await stranger.signMessage({ message });
    const error = await rejection(verify(owner().address, signature, message, false));
    expect(error.reason).toBe('NO_RPC_URL');
    expect(error.message).toBe(`No RPC URL is configured for ${chainId}: smart-account signatures (ERC-1271, ERC-6492) are checked on the chain`);
  });
});

describe('EVM sign-in signatures: ERC-1271 on a deployed smart account', () => {
  it('accepts the owner’s personal_sign through isValidSignature, as an eth_call on the latest block', async () => {
    rpcRequests = [];
    const signature = await owner().signMessage({ message });
    expect(await verify(chain.contracts.smartAccount, signature)).toBe(true);
    const call = rpcRequests.find((request) => request.method === 'eth_call');
    expect(call?.params).toEqual([{ to: chain.contracts.smartAccount, data: expect.stringMatching(/^0x1626ba7e/) }, 'latest']);
  });

  it('refuses a stranger’s signature, a tampered message, and a contract that reverts', async () => {
    const signature = await owner().signMessage({ message });
    expect(await verify(chain.contracts.smartAccount, await stranger.signMessage({ message }))).toBe(false);
    expect(await verify(chain.contracts.smartAccount, signature, `${message}!`)).toBe(false);
    // The factory has no isValidSignature: the call reverts.
    expect(await verify(chain.contracts.factory, signature)).toBe(false);
  });

  it('throws without an RPC, with a URL that is not http(s), and when the RPC does not answer', async () => {
    const signature = await owner().signMessage({ message });
    const none = await rejection(verifySiwxSignature({ chainId, address: chain.contracts.smartAccount, signed: { message, signature } }));
    expect(none.reason).toBe('NO_RPC_URL');
    const other = await rejection(
      verifySiwxSignature({ chainId, address: chain.contracts.smartAccount, signed: { message, signature }, rpcUrl: (id) => (id === 'eip155:1' ? chain.rpcUrl : undefined) }),
    );
    expect(other.reason).toBe('NO_RPC_URL');
    const invalid = await rejection(verifySiwxSignature({ chainId, address: chain.contracts.smartAccount, signed: { message, signature }, rpcUrl: () => 'ws://127.0.0.1:1' }));
    expect(invalid.reason).toBe('INVALID_RPC_URL');
    const down = await rejection(verifySiwxSignature({ chainId, address: chain.contracts.smartAccount, signed: { message, signature }, rpcUrl: () => 'http://127.0.0.1:1' }));
    expect(down.reason).toBe('RPC_UNAVAILABLE');
  });
});

describe('EVM sign-in signatures: ERC-6492 for a counterfactual account', () => {
  const SALT = 1n;
  let counterfactual: Address;
  let factoryData: Hex;

  beforeAll(async () => {
    counterfactual = await client.readContract({
      address: chain.contracts.factory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner().address, SALT],
    });
    factoryData = encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner().address, SALT] });
  });

  const wrap = (signature: Hex) => serializeErc6492Signature({ address: chain.contracts.factory, data: factoryData, signature });

  it('accepts the owner’s signature wrapped with the deploy call, and the account stays undeployed', async () => {
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    expect(await verify(counterfactual, wrap(await owner().signMessage({ message })))).toBe(true);
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    // Unwrapped, the same signature is no ERC-1271 signature: nothing is deployed there yet.
    expect(await verify(counterfactual, await owner().signMessage({ message }))).toBe(false);
  });

  it('refuses a wrapper around a wrong inner signature, a tampered message or a malformed wrapper', async () => {
    expect(await verify(counterfactual, wrap(await stranger.signMessage({ message })))).toBe(false);
    expect(await verify(counterfactual, wrap(await owner().signMessage({ message })), `${message} `)).toBe(false);
    const magic = '6492649264926492649264926492649264926492649264926492649264926492';
    expect(await verify(counterfactual, `0xdeadbeef${magic}`)).toBe(false);
  });

  it('accepts a wrapper for an account that is already deployed, and needs an RPC for any wrapper', async () => {
    const deployed = serializeErc6492Signature({
      address: chain.contracts.factory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner().address, 0n] }),
      signature: await owner().signMessage({ message }),
    });
    expect(await verify(chain.contracts.smartAccount, deployed)).toBe(true);
    const error = await rejection(verify(counterfactual, wrap(await owner().signMessage({ message })), message, false));
    expect(error.reason).toBe('NO_RPC_URL');
  });
});
