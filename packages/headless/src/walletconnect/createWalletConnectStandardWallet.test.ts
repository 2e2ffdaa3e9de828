import { describe, expect, it } from 'vitest';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64, hex } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { ECPairFactory } from 'ecpair';
import { Psbt, networks as bitcoinNetworks, payments } from 'bitcoinjs-lib';
import type { Wallet } from '@wallet-standard/base';
import type { AdapterHost, CaipAddress, CaipNetwork, CaipNetworkId, Connector } from '../core/index.js';
import { bitcoinTestnet, solana, solanaDevnet } from '../core/index.js';
import { createBip122Adapter } from '../bip122/index.js';
import { createSolanaAdapter } from '../solana/index.js';
import type { StandardEventsChangeProperties, StandardEventsFeature } from '../walletStandard/index.js';
import { createWalletConnectStandardWallet } from './createWalletConnectStandardWallet.js';
import { addressesOn, createWalletConnectProvider } from './createWalletConnectProvider.js';
import type { SessionAccess } from './createWalletConnectProvider.js';
import type { SessionNamespace, WalletConnectSession } from './validateSession.js';
import { walletConnectBitcoinWallet } from './walletConnectBitcoinWallet.js';
import { walletConnectSolanaWallet } from './walletConnectSolanaWallet.js';

const SEED = new Uint8Array(32).fill(7);
const keypair = Keypair.fromSeed(SEED);
const SOL = keypair.publicKey.toBase58();

interface Sent {
  readonly chainId: CaipNetworkId;
  readonly method: string;
  readonly params?: unknown;
}

/**
 * A session of one namespace behind a real namespace provider: the test answers the wallet's requests and
 * moves its chain, as the connector would on the wallet's events.
 */
function remoteSession(namespace: 'solana' | 'bip122', entry: SessionNamespace, networks: readonly CaipNetwork[], answer: (sent: Sent) => unknown) {
  const session: WalletConnectSession = {
    topic: 'a'.repeat(64),
    expiry: 1_900_000_000,
    peer: { name: 'Remote', description: '', url: 'https://wallet.example', icons: [] },
    namespaces: { [namespace]: entry },
  };
  const sent: Sent[] = [];
  let current: CaipNetworkId | undefined = entry.chains[0];
  let paired = 0;
  // Set once the provider exists: the session tells it about chain moves.
  const events: { emit?: ReturnType<typeof createWalletConnectProvider>['emit'] } = {};
  const access: SessionAccess = {
    connect: async () => {
      paired += 1;
      return session;
    },
    restore: async () => session,
    session: () => session,
    chainOf: () => current,
    setChain(_namespace, chain) {
      current = chain;
      events.emit?.('chainChanged', chain.split(':')[1]);
    },
    async request(_namespace, args) {
      sent.push(args);
      return answer(args);
    },
    disconnect: async () => {},
    rpcUrl: () => undefined,
    fetch: () => Promise.reject(new Error('no network')),
  };
  const created = createWalletConnectProvider(namespace, access);
  events.emit = created.emit;
  const { emit } = created;
  const wallet = createWalletConnectStandardWallet(
    {
      namespace,
      provider: created.provider,
      sessionChains: () => entry.chains,
      networks: () => networks,
      methods: () => entry.methods,
      addresses: () => addressesOn(entry, current),
    },
    namespace === 'solana' ? walletConnectSolanaWallet : walletConnectBitcoinWallet,
  );
  return { wallet, sent, emit, access, pairings: () => paired };
}

function solanaSession(methods: readonly string[], answer: (sent: Sent) => unknown) {
  const chains = [solanaDevnet.caipNetworkId, solana.caipNetworkId];
  return remoteSession(
    'solana',
    { accounts: chains.map((chain) => `${chain}:${SOL}` as CaipAddress), chains, methods, events: ['accountsChanged', 'chainChanged'] },
    [solana, solanaDevnet],
    answer,
  );
}

function hostOf(networks: readonly CaipNetwork[], record: { chains: (string | number)[]; accounts: string[][] }): AdapterHost {
  return {
    namespace: networks[0]?.chainNamespace ?? 'solana',
    networks,
    setConnectors: () => {},
    onAccountsChanged: (addresses) => record.accounts.push([...addresses]),
    onChainChanged: (chainId) => record.chains.push(chainId),
    onDisconnect: () => {},
    rpcUrls: () => [],
    fetch: () => Promise.reject(new Error('no network')),
  };
}

function connectorOf(wallet: Wallet, chain: 'solana' | 'bip122'): Connector {
  return { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain, provider: wallet };
}

function transfer(): Transaction {
  return new Transaction({ feePayer: keypair.publicKey, blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 1 }).add(
    SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey, lamports: 5 }),
  );
}

const unsignedBytes = (transaction: Transaction) => transaction.serialize({ requireAllSignatures: false });

describe('the Wallet Standard wallet over a WalletConnect session', () => {
  it('names the session chains as the Wallet Standard does, the current one first, and connects its accounts', async () => {
    const { wallet, pairings } = solanaSession([], () => null);
    expect(wallet.chains).toEqual(['solana:devnet', 'solana:mainnet']);
    const connect = wallet.features['standard:connect'] as { connect(input?: { silent?: boolean }): Promise<{ accounts: { address: string; publicKey: Uint8Array }[] }> };
    const silent = await connect.connect({ silent: true });
    expect(pairings()).toBe(0);
    expect(silent.accounts.map((account) => [account.address, base58.encode(account.publicKey)])).toEqual([[SOL, SOL]]);
    await connect.connect();
    expect(pairings()).toBe(1);
  });

  it('signs a message through solana_signMessage and refuses an answer that is not a signature', async () => {
    let signature = base58.encode(ed25519.sign(new TextEncoder().encode('hi'), SEED));
    const { wallet, sent } = solanaSession(['solana_signMessage'], () => ({ signature }));
    const adapter = createSolanaAdapter({ walletStandard: false });
    adapter.setup(hostOf([solana, solanaDevnet], { chains: [], accounts: [] }));
    const connector = connectorOf(wallet, 'solana');
    await adapter.connect(connector, { network: solanaDevnet });
    await expect(adapter.signMessage(connector, 'hi', SOL)).resolves.toBe(signature);
    expect(sent).toEqual([{ chainId: solanaDevnet.caipNetworkId, method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: SOL } }]);
    signature = 'not base58 at all!';
    await expect(adapter.signMessage(connector, 'hi', SOL)).rejects.toMatchObject({ code: 'WC_INVALID_RESPONSE' });
  });

  it('puts a signature-only answer into the signer\'s slot, and signs several transactions in one request when the session allows it', async () => {
    const signOn = (bytes: Uint8Array) => {
      const transaction = Transaction.from(bytes);
      transaction.partialSign(keypair);
      return transaction;
    };
    const { wallet, sent } = solanaSession(['solana_signTransaction', 'solana_signAllTransactions'], ({ method, params }) => {
      if (method === 'solana_signAllTransactions') {
        const { transactions } = params as { transactions: string[] };
        return { transactions: transactions.map((text) => base64.encode(unsignedBytes(signOn(base64.decode(text))))) };
      }
      const signed = signOn(base64.decode((params as { transaction: string }).transaction));
      return { signature: base58.encode(signed.signature ?? new Uint8Array()) };
    });
    const adapter = createSolanaAdapter({ walletStandard: false });
    adapter.setup(hostOf([solana, solanaDevnet], { chains: [], accounts: [] }));
    const connector = connectorOf(wallet, 'solana');
    await adapter.connect(connector, { network: solana });

    const one = (await adapter.request(connector, { method: 'solana_signTransaction', params: { transaction: base64.encode(unsignedBytes(transfer())) } })) as {
      transaction: string;
    };
    expect(Transaction.from(base64.decode(one.transaction)).verifySignatures()).toBe(true);
    // The app is on mainnet, so the request names mainnet.
    expect(sent.at(-1)?.chainId).toBe(solana.caipNetworkId);

    const all = (await adapter.request(connector, {
      method: 'solana_signAllTransactions',
      params: { transactions: [transfer(), transfer()].map((transaction) => base64.encode(unsignedBytes(transaction))) },
    })) as { transactions: string[] };
    expect(all.transactions.map((text) => Transaction.from(base64.decode(text)).verifySignatures())).toEqual([true, true]);
    expect(sent.map((entry) => entry.method)).toEqual(['solana_signTransaction', 'solana_signAllTransactions']);
  });

  it('refuses a request for a chain the session did not approve rather than sending it to the current one', async () => {
    const { wallet, sent } = solanaSession(['solana_signAndSendTransaction'], () => ({ signature: base58.encode(new Uint8Array(64).fill(1)) }));
    const feature = wallet.features['solana:signAndSendTransaction'] as {
      signAndSendTransaction(input: { account: { address: string }; transaction: Uint8Array; chain: string }): Promise<unknown>;
    };
    const input = { account: { address: SOL }, transaction: unsignedBytes(transfer()) };
    await expect(feature.signAndSendTransaction({ ...input, chain: 'solana:testnet' })).rejects.toMatchObject({ code: 'WC_CHAIN_NOT_IN_SESSION' });
    await expect(feature.signAndSendTransaction({ ...input, chain: 'solana:mainnet' })).resolves.toEqual([{ signature: new Uint8Array(64).fill(1) }]);
    expect(sent.map((entry) => entry.chainId)).toEqual([solana.caipNetworkId]);
  });

  it('reports account changes, a move to another session chain and the end of the session as change events', async () => {
    const { wallet, emit, access } = solanaSession([], () => null);
    const changes: StandardEventsChangeProperties[] = [];
    (wallet.features['standard:events'] as StandardEventsFeature).on('change', (change) => changes.push(change));
    emit('accountsChanged', [SOL, 'not-a-key']);
    access.setChain('solana', solana.caipNetworkId);
    emit('disconnect');
    expect(changes.map((change) => [change.accounts?.map((account) => account.address), change.chains])).toEqual([
      [[SOL], undefined],
      [undefined, ['solana:mainnet', 'solana:devnet']],
      [[], undefined],
    ]);
  });

  it('moves the solana adapter to the chain the wallet switched to in the session', async () => {
    const { wallet, access } = solanaSession([], () => null);
    const record = { chains: [] as (string | number)[], accounts: [] as string[][] };
    const adapter = createSolanaAdapter({ walletStandard: false });
    adapter.setup(hostOf([solana, solanaDevnet], record));
    await adapter.connect(connectorOf(wallet, 'solana'), { network: solanaDevnet });
    access.setChain('solana', solana.caipNetworkId);
    expect(record.chains).toEqual([solana.id]);
    access.setChain('solana', solanaDevnet.caipNetworkId);
    expect(record.chains).toEqual([solana.id, solanaDevnet.id]);
  });

  it('gives the bip122 adapter the session\'s addresses, signs messages and PSBTs through signMessage and signPsbt', async () => {
    const ECPair = ECPairFactory(ecc);
    const network = bitcoinNetworks.testnet;
    const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(1), { network });
    const address = payments.p2wpkh({ pubkey: key.publicKey, network }).address ?? '';
    const signature = new Uint8Array(65).fill(3);
    const { wallet, sent } = remoteSession(
      'bip122',
      {
        accounts: [`${bitcoinTestnet.caipNetworkId}:${address}` as CaipAddress],
        chains: [bitcoinTestnet.caipNetworkId],
        methods: ['signMessage', 'signPsbt'],
        events: [],
      },
      [bitcoinTestnet],
      ({ method, params }) => {
        if (method === 'signMessage') return { address, signature: hex.encode(signature) };
        const psbt = Psbt.fromBase64((params as { psbt: string }).psbt, { network });
        psbt.signInput(0, key);
        return { psbt: psbt.toBase64() };
      },
    );
    const adapter = createBip122Adapter({ walletStandard: false });
    adapter.setup(hostOf([bitcoinTestnet], { chains: [], accounts: [] }));
    const connector = connectorOf(wallet, 'bip122');
    await expect(adapter.connect(connector)).resolves.toEqual({ address, chainId: bitcoinTestnet.id, accounts: [{ address, type: 'payment' }] });

    // Wallets answer in hex or base64; the adapter answers in base64 either way.
    await expect(adapter.signMessage(connector, 'hello', address)).resolves.toBe(base64.encode(signature));
    expect(sent[0]).toEqual({ chainId: bitcoinTestnet.caipNetworkId, method: 'signMessage', params: { account: address, address, message: 'hello' } });

    const psbt = new Psbt({ network });
    psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: payments.p2wpkh({ pubkey: key.publicKey, network }).output ?? new Uint8Array(), value: 20_000n } });
    psbt.addOutput({ address, value: 19_000n });
    const answer = (await adapter.request(connector, { method: 'signPsbt', params: { psbt: psbt.toBase64(), signInputs: [{ address, index: 0 }] } })) as { psbt: string };
    expect(Psbt.fromBase64(answer.psbt, { network }).validateSignaturesOfInput(0, (pubkey, hash, sig) => ecc.verify(hash, pubkey, sig))).toBe(true);
    expect(sent[1]).toEqual({
      chainId: bitcoinTestnet.caipNetworkId,
      method: 'signPsbt',
      params: { account: address, psbt: psbt.toBase64(), signInputs: [{ address, index: 0 }], broadcast: false },
    });
  });

  it('inserts a signature only into a transaction its signer must sign', async () => {
    const { withSolanaSignature } = await import('./withSolanaSignature.js');
    const bytes = unsignedBytes(transfer());
    const signature = transfer().serializeMessage();
    const signed = withSolanaSignature(bytes, SOL, ed25519.sign(signature, SEED));
    expect(signed && Transaction.from(signed).verifySignatures()).toBe(true);
    expect(withSolanaSignature(bytes, new PublicKey(new Uint8Array(32).fill(4)).toBase58(), new Uint8Array(64))).toBeUndefined();
    expect(withSolanaSignature(bytes.slice(0, 10), SOL, new Uint8Array(64))).toBeUndefined();
  });
});
