import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { describeRequest } from './describeRequest.js';

const account = '0x70997970C51812dc3A010C7d01b50e726dc79C8e';
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;
const fields = (description: ReturnType<typeof describeRequest>) => Object.fromEntries(description.fields.map((field) => [field.label, field.value]));

describe('describeRequest: EVM', () => {
  it('personal_sign decodes printable hex as UTF-8', () => {
    const description = describeRequest({ chainId: 'eip155:1', method: 'personal_sign', params: [hex('Sign in to Example\nNonce: 42'), account] });
    expect(description.title).toBe('Sign message');
    expect(description.network).toBe('Ethereum (eip155:1)');
    expect(description.fields).toEqual([
      { label: 'Account', value: account },
      { label: 'Message', value: 'Sign in to Example\nNonce: 42', block: true },
    ]);
  });

  it('personal_sign shows binary or disguised messages as hex, and plain text as is', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(fields(describeRequest({ chainId: 'eip155:1', method: 'personal_sign', params: [hash, account] })).Message).toBe(hash);
    const bidi = hex('pay \u202Eevil');
    expect(fields(describeRequest({ chainId: 'eip155:1', method: 'personal_sign', params: [bidi, account] })).Message).toBe(bidi);
    expect(fields(describeRequest({ chainId: 'eip155:1', method: 'personal_sign', params: ['hello', account] })).Message).toBe('hello');
  });

  it('eth_signTypedData_v4 shows the domain, primary type and message', () => {
    const typedData = {
      types: { EIP712Domain: [], Mail: [{ name: 'contents', type: 'string' }] },
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: token },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    };
    const description = describeRequest({ chainId: 'eip155:31337', method: 'eth_signTypedData_v4', params: [account, JSON.stringify(typedData)] });
    expect(description.title).toBe('Sign typed data');
    expect(description.network).toBe('Local chain (eip155:31337)');
    expect(description.fields).toEqual([
      { label: 'Account', value: account },
      { label: 'Domain', value: 'Ether Mail' },
      { label: 'Chain id', value: '1' },
      { label: 'Verifying contract', value: token },
      { label: 'Primary type', value: 'Mail' },
      { label: 'Message', value: '{\n  "contents": "Hello, Bob!"\n}', block: true },
    ]);
  });

  it('eth_sendTransaction shows from, to, the exact ETH value and the data size', () => {
    const description = describeRequest({
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: account, to: recipient, value: '0x1bc16d674ec80001', data: '0xa9059cbb00' }],
    });
    expect(description.title).toBe('Send transaction');
    expect(fields(description)).toEqual({ From: account, To: recipient, Value: '2.000000000000000001 ETH', Data: '5 bytes' });
  });

  it('eth_sendTransaction without value or to is a contract creation of 0 ETH', () => {
    const description = describeRequest({ chainId: 'eip155:1', method: 'eth_sendTransaction', params: [{ from: account, data: '0x6080' }] });
    expect(fields(description)).toEqual({ From: account, To: 'New contract', Value: '0 ETH', Data: '2 bytes' });
  });

  it('wallet_sendCalls lists each call', () => {
    const description = describeRequest({
      chainId: 'eip155:1',
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: account, chainId: '0x1', atomicRequired: false, calls: [
        { to: recipient, value: '0x2386f26fc10000' },
        { to: token, data: '0xa9059cbb' },
      ] }],
    });
    expect(description.title).toBe('Send calls');
    expect(fields(description)).toEqual({
      From: account,
      Calls: '2',
      'Call 1 to': recipient,
      'Call 1 value': '0.01 ETH',
      'Call 1 data': '0 bytes',
      'Call 2 to': token,
      'Call 2 value': '0 ETH',
      'Call 2 data': '4 bytes',
    });
  });

  it('refuses params it cannot show', () => {
    const bad = [
      { method: 'personal_sign', params: 'hello' },
      { method: 'personal_sign', params: [42, account] },
      { method: 'personal_sign', params: ['hi', 'not-an-address'] },
      { method: 'eth_signTypedData_v4', params: [account, '{not json'] },
      { method: 'eth_signTypedData_v4', params: [account, { domain: {}, message: {} }] },
      { method: 'eth_sendTransaction', params: [{ to: recipient, value: '1.5' }] },
      { method: 'eth_sendTransaction', params: [{ to: recipient, data: '0xabc' }] },
      { method: 'eth_sendTransaction', params: ['0x00'] },
      { method: 'wallet_sendCalls', params: [{ calls: [] }] },
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nowhere' }] }] },
    ];
    for (const { method, params } of bad) {
      expect(() => describeRequest({ chainId: 'eip155:1', method, params }), method).toThrow(/^Invalid params: /);
    }
  });

  it('shows the method and raw params of other requests that need approval', () => {
    const description = describeRequest({ chainId: 'eip155:10', method: 'wallet_grantPermissions', params: [{ expiry: 1 }] });
    expect(description.title).toBe('Approve request');
    expect(description.network).toBe('OP Mainnet (eip155:10)');
    expect(fields(description)).toEqual({ Method: 'wallet_grantPermissions', Parameters: '[\n  {\n    "expiry": 1\n  }\n]' });
  });
});

describe('describeRequest: Solana', () => {
  const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
  const payer = Keypair.generate().publicKey;
  const blockhash = new PublicKey(Buffer.alloc(32, 7)).toBase58();

  function legacyTransfer(instructions: number): string {
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash });
    for (let i = 0; i < instructions; i += 1) {
      transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1_000 + i }));
    }
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
  }

  function versionedTransfer(): string {
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 5 })],
    }).compileToV0Message();
    return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
  }

  it('solana_signTransaction shows the fee payer and instruction count (legacy)', () => {
    const description = describeRequest({ chainId, method: 'solana_signTransaction', params: { transaction: legacyTransfer(3) } });
    expect(description.title).toBe('Sign Solana transaction');
    expect(description.network).toBe(`Solana Devnet (${chainId})`);
    expect(fields(description)).toEqual({ 'Fee payer': payer.toBase58(), Instructions: '3' });
  });

  it('solana_signAndSendTransaction reads version 0 transactions', () => {
    const description = describeRequest({ chainId, method: 'solana_signAndSendTransaction', params: { transaction: versionedTransfer() } });
    expect(description.title).toBe('Send Solana transaction');
    expect(fields(description)).toEqual({ 'Fee payer': payer.toBase58(), Instructions: '1' });
  });

  it('solana_signAllTransactions lists each transaction', () => {
    const description = describeRequest({ chainId, method: 'solana_signAllTransactions', params: { transactions: [legacyTransfer(1), versionedTransfer()] } });
    expect(description.title).toBe('Sign Solana transactions');
    expect(fields(description)).toEqual({
      Transactions: '2',
      'Transaction 1 fee payer': payer.toBase58(),
      'Transaction 1 instructions': '1',
      'Transaction 2 fee payer': payer.toBase58(),
      'Transaction 2 instructions': '1',
    });
  });

  it('solana_signMessage decodes the base58 message', () => {
    const message = new PublicKey(Buffer.alloc(32, 0)).toBase58();
    const text = describeRequest({ chainId, method: 'solana_signMessage', params: { message: 'StV1DL6CwTryKyV' } });
    expect(text.title).toBe('Sign message');
    expect(fields(text)).toEqual({ Message: 'hello world' });
    expect(fields(describeRequest({ chainId, method: 'solana_signMessage', params: { message } })).Message).toBe(`0x${'00'.repeat(32)}`);
  });

  it('refuses transactions it cannot read', () => {
    const truncated = legacyTransfer(1).slice(0, 40);
    const bad = [
      { method: 'solana_signTransaction', params: { transaction: 'not base64!' } },
      { method: 'solana_signTransaction', params: { transaction: truncated } },
      { method: 'solana_signTransaction', params: { transaction: 42 } },
      { method: 'solana_signTransaction', params: [] },
      { method: 'solana_signAllTransactions', params: { transactions: [] } },
      { method: 'solana_signMessage', params: { message: '0OIl' } },
    ];
    for (const { method, params } of bad) {
      expect(() => describeRequest({ chainId, method, params }), method).toThrow(/^Invalid params: /);
    }
  });
});
