import { describe, expect, it } from 'vitest';
import type { AdapterConnectOptions, AdapterConnection, AdapterHost, NamespaceAdapter } from '../adapters/types.js';
import { bitcoin, mainnet, solana } from '../networks/index.js';
import { memoryStorage } from '../storage/index.js';
import { createTestConfig } from '../testing/testConfig.js';
import { inertAdapter } from '../testing/inertAdapter.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ORDINAL = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';

/** A browser-wallet adapter that remembers it was connected (as an extension does) and records what it was asked. */
function walletAdapter(namespace: 'eip155' | 'solana' | 'bip122', result: AdapterConnection, delayMs = 0) {
  const asked: AdapterConnectOptions[] = [];
  let host: AdapterHost | undefined;
  const adapter: NamespaceAdapter & { asked: AdapterConnectOptions[]; host(): AdapterHost | undefined } = {
    ...inertAdapter(namespace),
    asked,
    host: () => host,
    setup(adapterHost) {
      host = adapterHost;
      adapterHost.setConnectors([{ id: `${namespace}-wallet`, name: `${namespace} wallet`, type: 'ANNOUNCED', chain: namespace }]);
      return () => {};
    },
    async connect(_connector, options = {}) {
      asked.push(options);
      return result;
    },
    async reconnect(_connector, options = {}) {
      asked.push(options);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return result;
    },
  };
  return adapter;
}

const evmResult: AdapterConnection = { address: EVM, chainId: 1, accounts: [{ address: EVM, type: 'eoa' }] };
const solResult: AdapterConnection = { address: SOL, chainId: solana.id, accounts: [{ address: SOL, type: 'eoa' }] };
const btcResult: AdapterConnection = {
  address: PAYMENT,
  chainId: bitcoin.id,
  accounts: [
    { address: PAYMENT, type: 'payment' },
    { address: ORDINAL, type: 'ordinal' },
  ],
};

describe('several namespaces at once', () => {
  it('keeps the first connected namespace active, switches on request, and disconnects one browser wallet alone', async () => {
    const config = createTestConfig({
      networks: [mainnet, solana],
      adapters: [walletAdapter('eip155', evmResult), walletAdapter('solana', solResult)],
    });
    config.start();
    await config._internal.connect('eip155-wallet');
    await config._internal.connect('solana-wallet');
    expect(config._internal.networks.getActiveNamespace()).toBe('eip155');
    expect(Object.keys(config.storage.get('connection') ?? {})).toEqual(['eip155', 'solana']);
    config._internal.networks.setActiveNamespace('solana');
    expect(config._internal.accounts.get().address).toBe(SOL);

    await config._internal.disconnect('solana');
    expect(config._internal.accounts.get('solana').status).toBe('disconnected');
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
    expect(Object.keys(config.storage.get('connection') ?? {})).toEqual(['eip155']);
  });

  it('restores every remembered namespace on reload and keeps the remembered active namespace', async () => {
    const storage = memoryStorage();
    const first = createTestConfig({
      storage,
      networks: [mainnet, solana],
      adapters: [walletAdapter('eip155', evmResult), walletAdapter('solana', solResult)],
    });
    first.start();
    await first._internal.connect('eip155-wallet');
    await first._internal.connect('solana-wallet');
    first._internal.networks.setActiveNamespace('solana');

    // The EVM wallet answers first: it must not take the active namespace from the remembered one.
    const second = createTestConfig({
      storage,
      networks: [mainnet, solana],
      adapters: [walletAdapter('eip155', evmResult, 0), walletAdapter('solana', solResult, 30)],
    });
    expect(second._internal.accounts.get('solana').status).toBe('connecting');
    second.start();
    await second.ready();
    expect(second._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: EVM });
    expect(second._internal.accounts.get('solana')).toMatchObject({ status: 'connected', address: SOL });
    expect(second._internal.networks.getActiveNamespace()).toBe('solana');
  });

  it('passes the preferred account type to the adapter, keeps typed accounts, and switches to the preferred type', async () => {
    const adapter = walletAdapter('bip122', btcResult);
    const config = createTestConfig({ networks: [bitcoin], adapters: [adapter] });
    config.start();
    await config._internal.connect('bip122-wallet');
    expect(adapter.asked[0]).toMatchObject({ accountType: 'payment', network: { caipNetworkId: bitcoin.caipNetworkId } });
    expect(config._internal.accounts.get('bip122').allAccounts.map((account) => account.type)).toEqual(['payment', 'ordinal']);

    config._internal.accounts.setPreferredAccountType('bip122', 'ordinal');
    expect(config._internal.accounts.get('bip122')).toMatchObject({ address: ORDINAL, caipAddress: `${bitcoin.caipNetworkId}:${ORDINAL}` });
    expect(config.storage.get('preferredAccountTypes')).toEqual({ bip122: 'ordinal' });

    adapter.host()?.onAccountsChanged([ORDINAL, PAYMENT], [
      { address: ORDINAL, type: 'ordinal' },
      { address: PAYMENT, type: 'payment' },
    ]);
    expect(config._internal.accounts.get('bip122').allAccounts).toEqual([
      { address: ORDINAL, namespace: 'bip122', type: 'ordinal' },
      { address: PAYMENT, namespace: 'bip122', type: 'payment' },
    ]);
  });
});

describe('kinds of browser wallets the config turns off', () => {
  function finder() {
    return {
      ...inertAdapter('eip155'),
      setup(host: AdapterHost) {
        host.setConnectors([
          { id: 'announced', name: 'Announced', type: 'ANNOUNCED', chain: 'eip155' },
          { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' },
        ]);
        return () => {};
      },
    } satisfies NamespaceAdapter;
  }
  const ids = async (options: { enableEIP6963?: boolean; enableInjected?: boolean }) => {
    const config = createTestConfig({ networks: [mainnet], adapters: [finder()], storage: memoryStorage(), ...options });
    const stop = config.start();
    await config.ready();
    const found = config._internal.connectors().map((connector) => connector.id);
    stop();
    return found;
  };

  it('offers both by default, and drops each when its option is off', async () => {
    expect(await ids({})).toEqual(['announced', 'injected']);
    expect(await ids({ enableEIP6963: false })).toEqual(['injected']);
    expect(await ids({ enableInjected: false })).toEqual(['announced']);
  });
});

describe('several tabs of one site', () => {
  /** Two tabs' storage over one store: a write in one notifies the other, as the browser's storage event does. */
  function sharedStorage() {
    const map = new Map<string, string>();
    const listeners = new Set<{ tab: number; listener: (key: string | null, value: string | null) => void }>();
    const tab = (id: number) => ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem(key: string, value: string) {
        map.set(key, value);
        for (const entry of listeners) if (entry.tab !== id) entry.listener(key, value);
      },
      removeItem(key: string) {
        map.delete(key);
        for (const entry of listeners) if (entry.tab !== id) entry.listener(key, null);
      },
      subscribe(listener: (key: string | null, value: string | null) => void) {
        const entry = { tab: id, listener };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    });
    return [tab(1), tab(2)] as const;
  }

  it('a disconnect in one tab disconnects the others', async () => {
    const [first, second] = sharedStorage();
    const a = createTestConfig({ networks: [mainnet], adapters: [walletAdapter('eip155', evmResult)], storage: first });
    const b = createTestConfig({ networks: [mainnet], adapters: [walletAdapter('eip155', evmResult)], storage: second });
    const stops = [a.start(), b.start()];
    await a._internal.connect('eip155-wallet');
    await b._internal.connect('eip155-wallet');
    expect(b._internal.accounts.get('eip155').status).toBe('connected');

    await a._internal.disconnect();
    expect(a._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(b._internal.accounts.get('eip155')).toMatchObject({ status: 'disconnected', address: undefined });
    expect(b._internal.connection.get().status).toBe('disconnected');
    for (const stop of stops) stop();
  });
});

describe('upgrading from the six keys of earlier versions', () => {
  it('start() moves the old connection to the record and restores it, so the visitor stays connected', async () => {
    const storage = memoryStorage({
      '@connect-modal/connectionStatus': JSON.stringify('connected'),
      '@connect-modal/connectedNamespaces': 'eip155',
      '@connect-modal/connectedConnectorIds': JSON.stringify({ eip155: 'eip155-wallet' }),
      '@connect-modal/connections': JSON.stringify({ eip155: [{ connectorId: 'eip155-wallet', accounts: [{ address: EVM, type: 'eoa' }] }] }),
      '@connect-modal/lastUsedChain': JSON.stringify('eip155:1'),
    });
    const config = createTestConfig({ storage, networks: [mainnet], adapters: [walletAdapter('eip155', evmResult)] });
    config.start();
    await config.ready();
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: EVM });
    expect(Object.keys(storage.dump()).filter((key) => key !== '@connect-modal/activeCaipNetworkId')).toEqual(['@connect-modal/connection']);
  });
});
