import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { AdapterHost, Connector } from '../core/index.js';
import { defineNetwork, solana, solanaDevnet, solanaTestnet } from '../core/index.js';
import { base58, base64 } from '@scure/base';
import type { StandardEventsChangeProperties } from '../walletStandard/index.js';
import { isUsableStandardWallet, standardWalletId, toSolanaWalletChain } from '../walletStandard/index.js';
import { createSolanaAdapter } from './createSolanaAdapter.js';
import { validSolanaAccounts } from './validSolanaAccounts.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const localnet = defineNetwork({
  id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
  name: 'Solana Localnet',
  network: 'solana-localnet',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899/'] } },
  testnet: true,
});

interface FakeOptions {
  accounts?: unknown[];
  signMessage?: (message: Uint8Array) => { signedMessage: unknown; signature: unknown };
  signTransaction?: (transaction: Uint8Array) => { signedTransaction: unknown };
  /** Receives the wallet's `change` listener, so the test can play the wallet. */
  onListen?: (listener: (change: StandardEventsChangeProperties) => void) => void;
  /** Records the chain each transaction is signed on. */
  signedOn?: string[];
}

function fakeWallet(seed: Uint8Array, options: FakeOptions = {}): { wallet: Wallet; account: WalletAccount } {
  const publicKey = ed25519.getPublicKey(seed);
  const account: WalletAccount = { address: base58.encode(publicKey), publicKey, chains: ['solana:localnet'], features: [] };
  const keypair = Keypair.fromSeed(seed);
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Fake Solana',
    icon: ICON,
    chains: ['solana:localnet', 'solana:devnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: options.accounts ?? [account] }) },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async ({ message }: { message: Uint8Array }) => [
          options.signMessage?.(message) ?? { signedMessage: message, signature: ed25519.sign(message, seed) },
        ],
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (change: StandardEventsChangeProperties) => void) => {
          options.onListen?.(listener);
          return () => {};
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: { transaction: Uint8Array; chain?: string }[]) =>
          inputs.map(({ transaction, chain }) => {
            options.signedOn?.push(chain ?? '');
            if (options.signTransaction) return options.signTransaction(transaction);
            const tx = Transaction.from(transaction);
            tx.partialSign(keypair);
            return { signedTransaction: tx.serialize({ requireAllSignatures: false }) };
          }),
      },
    },
  };
  return { wallet, account };
}

function hostFor(fetchFn: typeof fetch = () => Promise.reject(new Error('no network')), chainChanges: (string | number)[] = []): AdapterHost {
  return {
    namespace: 'solana',
    networks: [localnet, solanaDevnet],
    setConnectors: () => {},
    onAccountsChanged: () => {},
    onChainChanged: (chainId) => chainChanges.push(chainId),
    onDisconnect: () => {},
    rpcUrls: (network) => [...network.rpcUrls.default.http],
    fetch: fetchFn,
  };
}

function connectorOf(wallet: Wallet): Connector {
  return { id: standardWalletId(wallet.name), name: wallet.name, type: 'ANNOUNCED', chain: 'solana', provider: wallet };
}

const SEED = new Uint8Array(32).fill(7);

function unsignedTransfer(from: PublicKey): Transaction {
  return new Transaction({ feePayer: from, blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10 }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1000 }),
  );
}

describe('solana adapter', () => {
  it('maps networks to Wallet Standard chains', () => {
    expect([solana, solanaDevnet, solanaTestnet, localnet].map(toSolanaWalletChain)).toEqual([
      'solana:mainnet',
      'solana:devnet',
      'solana:testnet',
      'solana:localnet',
    ]);
  });

  it('refuses hostile or unusable wallet registrations', () => {
    const { wallet } = fakeWallet(SEED);
    expect(isUsableStandardWallet(wallet, 'solana:', ['standard:connect'])).toBe(true);
    expect(isUsableStandardWallet({ ...wallet, icon: 'https://tracker.example/icon.png' }, 'solana:', ['standard:connect'])).toBe(false);
    expect(isUsableStandardWallet({ ...wallet, name: 'x'.repeat(500) }, 'solana:', ['standard:connect'])).toBe(false);
    expect(isUsableStandardWallet({ ...wallet, chains: ['bitcoin:mainnet'] }, 'solana:', ['standard:connect'])).toBe(false);
    expect(isUsableStandardWallet({ ...wallet, features: {} }, 'solana:', ['standard:connect'])).toBe(false);
    expect(isUsableStandardWallet({ ...wallet, version: '2.0.0' }, 'solana:', ['standard:connect'])).toBe(false);
    expect(isUsableStandardWallet(null, 'solana:', [])).toBe(false);
  });

  it('keeps only accounts whose address is the base58 of their 32-byte key', () => {
    const { account } = fakeWallet(SEED);
    const other = fakeWallet(new Uint8Array(32).fill(9)).account;
    expect(validSolanaAccounts([account, { ...account, publicKey: other.publicKey }, { ...account, address: '0xabc' }, null])).toEqual([account]);
  });

  it('connects on the requested network, and refuses a wallet that gives no valid account', async () => {
    const adapter = createSolanaAdapter();
    adapter.setup(hostFor());
    const { wallet, account } = fakeWallet(SEED);
    await expect(adapter.connect(connectorOf(wallet), { network: localnet })).resolves.toEqual({
      address: account.address,
      chainId: localnet.id,
      accounts: [{ address: account.address, type: 'eoa' }],
    });
    const hostile = fakeWallet(SEED, { accounts: [{ address: 'not-an-address', publicKey: new Uint8Array(3) }] }).wallet;
    await expect(adapter.connect(connectorOf(hostile))).rejects.toThrow('The wallet returned no account');
  });

  it('signs messages and rejects a bad signature or a swapped message', async () => {
    const adapter = createSolanaAdapter();
    adapter.setup(hostFor());
    const { wallet, account } = fakeWallet(SEED);
    await adapter.connect(connectorOf(wallet));
    const signature = await adapter.signMessage(connectorOf(wallet), 'hello', account.address);
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello'), Uint8Array.from(account.publicKey))).toBe(true);

    const short = fakeWallet(SEED, { signMessage: (message) => ({ signedMessage: message, signature: new Uint8Array(10) }) }).wallet;
    await adapter.connect(connectorOf(short));
    await expect(adapter.signMessage(connectorOf(short), 'hello', account.address)).rejects.toThrow('invalid signature');
    const swapped = fakeWallet(SEED, { signMessage: () => ({ signedMessage: new Uint8Array([1]), signature: new Uint8Array(64) }) }).wallet;
    await adapter.connect(connectorOf(swapped));
    await expect(adapter.signMessage(connectorOf(swapped), 'hello', account.address)).rejects.toThrow('different message');
    await expect(adapter.request(connectorOf(wallet), { method: 'solana_signMessage', params: { message: 'abc', pubkey: 'someone-else' } })).rejects.toThrow(
      'connected account',
    );
  });

  it('checks the transactions a wallet signs: same message, signed in the account slot', async () => {
    const adapter = createSolanaAdapter();
    adapter.setup(hostFor());
    const { wallet, account } = fakeWallet(SEED);
    await adapter.connect(connectorOf(wallet));
    const tx = unsignedTransfer(new PublicKey(account.address));
    const transaction = base64.encode(tx.serialize({ requireAllSignatures: false }));
    const answer = (await adapter.request(connectorOf(wallet), { method: 'solana_signTransaction', params: { transaction } })) as {
      transaction: string;
    };
    expect(Transaction.from(base64.decode(answer.transaction)).verifySignatures()).toBe(true);

    const other = unsignedTransfer(new PublicKey(account.address));
    const replaced = fakeWallet(SEED, {
      signTransaction: () => {
        other.partialSign(Keypair.fromSeed(SEED));
        return { signedTransaction: other.serialize({ requireAllSignatures: false }) };
      },
    }).wallet;
    await adapter.connect(connectorOf(replaced));
    await expect(adapter.request(connectorOf(replaced), { method: 'solana_signTransaction', params: { transaction } })).rejects.toThrow(
      'different transaction',
    );
    const unsigned = fakeWallet(SEED, { signTransaction: (bytes) => ({ signedTransaction: bytes }) }).wallet;
    await adapter.connect(connectorOf(unsigned));
    await expect(adapter.request(connectorOf(unsigned), { method: 'solana_signTransaction', params: { transaction } })).rejects.toThrow(
      'did not sign',
    );
    await expect(adapter.request(connectorOf(wallet), { method: 'solana_signTransaction', params: { transaction: '@@@@' } })).rejects.toThrow(
      'not valid base64',
    );
    await expect(
      adapter.request(connectorOf(wallet), {
        method: 'solana_signAndSendTransaction',
        params: { transaction, sendOptions: { preflightCommitment: 'eventually' } },
      }),
    ).rejects.toThrow('Invalid params');
  });

  it('follows the wallet to another configured chain when the chain it names first changes or the app\'s chain is dropped', async () => {
    const chainChanges: (string | number)[] = [];
    const signedOn: string[] = [];
    let emit: (change: StandardEventsChangeProperties) => void = () => {};
    const adapter = createSolanaAdapter();
    adapter.setup(hostFor(undefined, chainChanges));
    const { wallet, account } = fakeWallet(SEED, { onListen: (listener) => (emit = listener), signedOn });
    const connector = connectorOf(wallet);
    await adapter.connect(connector, { network: localnet });
    const transaction = base64.encode(unsignedTransfer(new PublicKey(account.address)).serialize({ requireAllSignatures: false }));

    // Another chain offered, the current one still first: the app stays.
    emit({ chains: ['solana:localnet', 'solana:devnet', 'solana:testnet'] });
    // A chain the app does not have, named first: nothing to follow.
    emit({ chains: ['solana:mainnet', 'solana:localnet'] });
    expect(chainChanges).toEqual([]);
    // The wallet moved to devnet.
    emit({ chains: ['solana:devnet', 'solana:localnet'] });
    expect(chainChanges).toEqual([solanaDevnet.id]);
    await adapter.request(connector, { method: 'solana_signTransaction', params: { transaction } });
    expect(signedOn).toEqual(['solana:devnet']);
    // The wallet dropped devnet: it is on localnet again.
    emit({ chains: ['solana:localnet'] });
    expect(chainChanges).toEqual([solanaDevnet.id, localnet.id]);
    await adapter.request(connector, { method: 'solana_signTransaction', params: { transaction } });
    expect(signedOn).toEqual(['solana:devnet', 'solana:localnet']);
  });

  it('reads balances through the network RPC and validates addresses first', async () => {
    const calls: string[] = [];
    const fetchFn: typeof fetch = async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { method: string; id: string };
      calls.push(body.method);
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { context: { slot: 1 }, value: 1_500_000_000 } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const adapter = createSolanaAdapter();
    adapter.setup(hostFor(fetchFn));
    const { account } = fakeWallet(SEED);
    await expect(adapter.getBalance(account.address, localnet)).resolves.toEqual({
      value: 1_500_000_000n,
      decimals: 9,
      symbol: 'SOL',
      formatted: '1.5',
    });
    expect(calls).toEqual(['getBalance']);
    await expect(adapter.getBalance('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', localnet)).rejects.toThrow('Invalid address');
  });
});
