import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import type { Hex } from 'viem';
import { ANVIL_ACCOUNTS, ANVIL_PRIVATE_KEYS } from '../chain/accounts.js';
import { startChain } from '../chain/startChain.js';
import type { DevChain } from '../chain/startChain.js';
import { createWalletSigner } from './createWalletSigner.js';

describe('WalletConnect test wallet signer', () => {
  let chain: DevChain;
  const seed = new Uint8Array(32).fill(3);
  const signer = () => createWalletSigner(ANVIL_PRIVATE_KEYS[4], seed, [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }]);

  beforeAll(async () => {
    chain = await startChain({ chainId: 31337 });
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('signs personal_sign (hex or text) and typed data with its account', async () => {
    const wallet = signer();
    expect(wallet.address).toBe(ANVIL_ACCOUNTS[4]);
    const hexSignature = (await wallet.handle('personal_sign', [stringToHex('hi'), wallet.address], 'eip155:31337')) as Hex;
    expect(await verifyMessage({ address: wallet.address, message: 'hi', signature: hexSignature })).toBe(true);
    const textSignature = (await wallet.handle('personal_sign', ['plain', wallet.address], 'eip155:31337')) as Hex;
    expect(await verifyMessage({ address: wallet.address, message: 'plain', signature: textSignature })).toBe(true);
    const typed = {
      domain: { name: 'T', chainId: 31337 },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'x' },
    } as const;
    const typedSignature = (await wallet.handle('eth_signTypedData_v4', [wallet.address, JSON.stringify(typed)], 'eip155:31337')) as Hex;
    const { EIP712Domain: _domain, ...types } = typed.types;
    expect(await verifyTypedData({ address: wallet.address, ...typed, types, signature: typedSignature })).toBe(true);
  });

  it('sends a transaction through the chain node', async () => {
    const wallet = signer();
    const hash = (await wallet.handle(
      'eth_sendTransaction',
      [{ from: wallet.address, to: ANVIL_ACCOUNTS[6], value: `0x${parseEther('1').toString(16)}` }],
      'eip155:31337',
    )) as Hex;
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success');
  });

  it('signs Solana messages with its ed25519 key', async () => {
    const wallet = signer();
    const message = base58.encode(new TextEncoder().encode('sol'));
    const { signature } = (await wallet.handle('solana_signMessage', { message, pubkey: wallet.solanaAddress }, 'solana:x')) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('sol'), base58.decode(wallet.solanaAddress))).toBe(true);
  });

  it.each([
    ['an unsupported method', 'eth_sign', [], 4200],
    ['bad params', 'personal_sign', ['0x00'], -32602],
    ['another account', 'personal_sign', ['0x00', ANVIL_ACCOUNTS[0]], 4100],
    ['an unknown chain', 'wallet_switchEthereumChain', [{ chainId: '0x1' }], 4902],
    ['typed data that is not JSON', 'eth_signTypedData_v4', [ANVIL_ACCOUNTS[4], '{'], -32602],
    ['a Solana message that is not base58', 'solana_signMessage', { message: '0OIl', pubkey: 'x' }, 4100],
  ])('answers %s with a JSON-RPC error', async (_name, method, params, code) => {
    await expect(signer().handle(method, params, 'eip155:31337')).rejects.toMatchObject({ code });
  });
});
