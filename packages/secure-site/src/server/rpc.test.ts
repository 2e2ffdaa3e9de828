import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { Keypair, MessageV0, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ANVIL_PRIVATE_KEYS, startChain } from '@connect-modal/devnet';
import type { DevChain } from '@connect-modal/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startHarness } from './testing/siteHarness.js';
import type { Harness } from './testing/siteHarness.js';

let chain: DevChain;
let h: Harness;
let token: string;
let user: { email: string; evmAddress: Hex; solanaAddress: string };

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
  h = await startHarness({ evmRpcUrls: { '31337': chain.rpcUrl } });
  ({ token, user } = (await h.login('signer@example.com')) as { token: string; user: typeof user });
}, 120_000);
afterAll(async () => {
  await h?.stop();
  await chain?.stop();
});

const rpc = (chainId: string, method: string, params?: unknown) => h.call('POST', '/api/v1/rpc', { chainId, method, params }, { token });

const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' as Hex },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail' as const,
  message: { from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' as Hex }, contents: 'Hello, Bob!' },
};

describe('EVM requests signed with the user key', () => {
  it('personal_sign: a signature viem verifies for the user address (text and raw hex)', async () => {
    const answer = await rpc('eip155:31337', 'personal_sign', [toHex('Hello secure site'), user.evmAddress]);
    expect(answer.status).toBe(200);
    const signature = answer.body.result as Hex;
    expect(await verifyMessage({ address: user.evmAddress, message: 'Hello secure site', signature })).toBe(true);
    const plain = await rpc('eip155:31337', 'personal_sign', ['plain text', user.evmAddress]);
    expect(await verifyMessage({ address: user.evmAddress, message: 'plain text', signature: plain.body.result as Hex })).toBe(true);
  });

  it('eth_signTypedData_v4: a signature verifyTypedData accepts', async () => {
    const answer = await rpc('eip155:31337', 'eth_signTypedData_v4', [user.evmAddress, JSON.stringify(typedData)]);
    expect(answer.status).toBe(200);
    const { EIP712Domain: _unused, ...types } = typedData.types;
    const ok = await verifyTypedData({ address: user.evmAddress, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: answer.body.result as Hex });
    expect(ok).toBe(true);
  });

  it('refuses another account (4100) and methods outside the allow-list (4200)', async () => {
    const other = privateKeyToAccount(ANVIL_PRIVATE_KEYS[3] as Hex).address;
    expect(await rpc('eip155:31337', 'personal_sign', ['0x01', other])).toEqual({ status: 403, body: { error: { code: 4100, message: 'The requested account is not authorized' } } });
    expect(await rpc('eip155:31337', 'eth_sign', [user.evmAddress, '0x01'])).toEqual({ status: 403, body: { error: { code: 4200, message: 'Requested RPC call is not allowed' } } });
    expect((await rpc('cosmos:hub', 'personal_sign', [])).body.error?.code).toBe(4200);
    expect((await rpc('eip155:31337', 'eth_sendTransaction', [{ from: other, to: other, value: '0x1' }])).body.error?.code).toBe(4100);
  });

  it('eth_sendTransaction on a real anvil chain moves exactly the value; fees come from the sender', async () => {
    const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[0] as Hex), chain: chain.chain, transport: http(chain.rpcUrl) });
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) });
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: user.evmAddress, value: parseEther('2') }) });
    const recipient = privateKeyToAccount(ANVIL_PRIVATE_KEYS[5] as Hex).address;
    const [senderBefore, recipientBefore] = await Promise.all([client.getBalance({ address: user.evmAddress }), client.getBalance({ address: recipient })]);
    const value = parseEther('0.123456789');
    const answer = await rpc('eip155:31337', 'eth_sendTransaction', [{ from: user.evmAddress, to: recipient, value: toHex(value) }]);
    expect(answer.status).toBe(200);
    const receipt = await client.waitForTransactionReceipt({ hash: answer.body.result as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(user.evmAddress.toLowerCase());
    const [senderAfter, recipientAfter] = await Promise.all([client.getBalance({ address: user.evmAddress }), client.getBalance({ address: recipient })]);
    expect(recipientAfter - recipientBefore).toBe(value);
    expect(senderBefore - senderAfter).toBe(value + receipt.gasUsed * receipt.effectiveGasPrice);

    // Safe reads go to the chain; the balance matches what the node reports.
    const balance = await rpc('eip155:31337', 'eth_getBalance', [user.evmAddress, 'latest']);
    expect(BigInt(balance.body.result as string)).toBe(senderAfter);

    // wallet_sendCalls sends in order and reports the bundle's status with receipts.
    const calls = await rpc('eip155:31337', 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: user.evmAddress, atomicRequired: false, calls: [{ to: recipient, value: '0x1' }, { to: recipient, value: '0x2' }] }]);
    expect(calls.status).toBe(200);
    const id = (calls.body.result as { id: string }).id;
    let status: { status: number; receipts?: { status: string }[] } = { status: 100 };
    for (let i = 0; i < 50 && status.status === 100; i += 1) {
      status = (await rpc('eip155:31337', 'wallet_getCallsStatus', [id])).body.result as typeof status;
      if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status.status).toBe(200);
    expect(status.receipts?.map((r) => r.status)).toEqual(['0x1', '0x1']);
    expect(await client.getBalance({ address: recipient })).toBe(recipientAfter + 3n);
  });

  it('answers a chain with no RPC URL with 4901', async () => {
    const answer = await rpc('eip155:999', 'eth_sendTransaction', [{ to: user.evmAddress, value: '0x1' }]);
    expect(answer.body.error?.code).toBe(4901);
  });
});

describe('Solana requests signed with the user ed25519 key', () => {
  const owner = () => new PublicKey(user.solanaAddress);

  it('solana_signMessage: an ed25519 signature over the message bytes', async () => {
    const message = new TextEncoder().encode('Sign in to the demo');
    const answer = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', { message: base58.encode(message), pubkey: user.solanaAddress });
    expect(answer.status).toBe(200);
    const signature = base58.decode((answer.body.result as { signature: string }).signature);
    expect(ed25519.verify(signature, message, owner().toBytes())).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode('Sign in to the demo!'), owner().toBytes())).toBe(false);
  });

  it('solana_signTransaction and solana_signAllTransactions sign legacy and versioned transactions', async () => {
    const blockhash = base58.encode(new Uint8Array(32).fill(7));
    const to = Keypair.generate().publicKey;
    const legacy = new Transaction({ feePayer: owner(), recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: owner(), toPubkey: to, lamports: 1_000 }));
    const legacyText = base64.encode(legacy.serialize({ requireAllSignatures: false, verifySignatures: false }));
    const v0 = new VersionedTransaction(MessageV0.compile({ payerKey: owner(), recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: owner(), toPubkey: to, lamports: 2_000 })] }));
    const v0Text = base64.encode(v0.serialize());

    const one = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signTransaction', { transaction: legacyText });
    expect(one.status).toBe(200);
    const signedLegacy = Transaction.from(base64.decode((one.body.result as { transaction: string }).transaction));
    expect(signedLegacy.verifySignatures()).toBe(true);

    const all = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signAllTransactions', { transactions: [legacyText, v0Text] });
    const [firstText, secondText] = (all.body.result as { transactions: string[] }).transactions;
    expect(Transaction.from(base64.decode(firstText!)).verifySignatures()).toBe(true);
    const signedV0 = VersionedTransaction.deserialize(base64.decode(secondText!));
    expect(signedV0.message.version).toBe(0);
    expect(ed25519.verify(signedV0.signatures[0]!, signedV0.message.serialize(), owner().toBytes())).toBe(true);
  });

  it('refuses a transaction the user does not sign (4100) and malformed input (-32602)', async () => {
    const stranger = Keypair.generate().publicKey;
    const foreign = new Transaction({ feePayer: stranger, recentBlockhash: base58.encode(new Uint8Array(32).fill(1)) }).add(SystemProgram.transfer({ fromPubkey: stranger, toPubkey: owner(), lamports: 5 }));
    const answer = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signTransaction', { transaction: base64.encode(foreign.serialize({ requireAllSignatures: false, verifySignatures: false })) });
    expect(answer.body.error?.code).toBe(4100);
    expect((await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signTransaction', { transaction: 'AAAA' })).body.error?.code).toBe(-32602);
    expect((await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', { message: '0OIl' })).body.error?.code).toBe(-32602);
  });
});
