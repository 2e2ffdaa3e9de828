import { describe, expect, it } from 'vitest';
import { base, mainnet, solana } from '../networks/index.js';
import { backendKey, memoryStorage } from '../storage/index.js';
import { connectTestAccount } from '../testing/connectTestAccount.js';
import { createTestConfig } from '../testing/testConfig.js';

describe('network switch rule', () => {
  it('a wallet on a requested network makes it active', () => {
    const config = createTestConfig();
    expect(config._internal.onWalletNetwork('eip155', 8453)).toBe('supported');
    expect(config._internal.networks.getActiveNetwork()).toBe(base);
    expect(config._internal.modal.get().open).toBe(false);
  });

  it('a network outside the requested list opens UnsupportedChain with the Unknown Network placeholder', () => {
    const config = createTestConfig();
    expect(config._internal.onWalletNetwork('eip155', 31338)).toBe('unsupported');
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.router.get().view).toBe('UnsupportedChain');
    expect(config._internal.networks.getActiveNetwork()?.name).toBe('Unknown Network');
    expect(config._internal.networks.isUnsupported()).toBe(true);
  });

  it('does not open UnsupportedChain when unsupported chains are allowed or switching is off', () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const config = createTestConfig(options);
      expect(config._internal.onWalletNetwork('eip155', 31338)).toBe('allowed');
      expect(config._internal.modal.get().open).toBe(false);
    }
  });

  it('starts on the stored network and namespace when they are configured, else the default', () => {
    const storage = memoryStorage({
      [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:8453'),
      [backendKey('activeNamespace')]: JSON.stringify('eip155'),
    });
    expect(createTestConfig({ storage })._internal.networks.getActiveNetwork()).toBe(base);
    const foreign = memoryStorage({ [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:999999') });
    expect(createTestConfig({ storage: foreign })._internal.networks.getActiveNetwork()).toBe(mainnet);
  });

  it('keeps one network state per namespace and switches the active namespace', () => {
    const config = createTestConfig({ networks: [mainnet, solana] });
    expect(config._internal.networks.getActiveNamespace()).toBe('eip155');
    config._internal.networks.setActiveNetwork(solana);
    expect(config._internal.networks.getActiveNamespace()).toBe('solana');
    expect(config._internal.networks.getActiveNetwork('eip155')).toBe(mainnet);
    expect(config._internal.networks.getRequestedNetworks('solana')).toEqual([solana]);
    expect(() => config._internal.networks.get('bip122')).toThrow('Chain is not supported');
  });
});

describe('accounts', () => {
  it('derives the account from the connection record; without one it is empty but keeps the tab and account type', () => {
    const config = createTestConfig();
    config._internal.accounts.setTab('eip155', 'Activity');
    config._internal.accounts.setPreferredAccountType('eip155', 'eoa');
    connectTestAccount(config, { address: '0xabc', chainId: '1', connectorId: 'io.dev' });
    expect(config._internal.accounts.isConnected()).toBe(true);
    expect(config._internal.accounts.get('eip155')).toMatchObject({
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      status: 'connected',
      allAccounts: [{ address: '0xabc', type: 'eoa', namespace: 'eip155' }],
      connectedWalletInfo: { connectorId: 'io.dev', name: 'io.dev', type: 'ANNOUNCED' },
    });
    config._internal.records.remove('eip155');
    expect(config._internal.accounts.get('eip155')).toEqual({
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      status: 'disconnected',
      connectedWalletInfo: undefined,
      currentTab: 'Activity',
      preferredAccountType: 'eoa',
    });
    expect(config._internal.accounts.isConnected()).toBe(false);
  });

  it('shows the address of the preferred account type when the wallet gave several types', () => {
    const config = createTestConfig();
    config._internal.records.set('eip155', {
      connectorId: 'io.dev',
      connectorType: 'ANNOUNCED',
      chainId: '1',
      accounts: [
        { address: '0xeoa', type: 'eoa' },
        { address: '0xsmart', type: 'smartAccount' },
      ],
      status: 'connected',
    });
    config._internal.accounts.setPreferredAccountType('eip155', 'smartAccount');
    expect(config._internal.accounts.get('eip155').address).toBe('0xsmart');
    config._internal.accounts.setPreferredAccountType('eip155', 'eoa');
    expect(config._internal.accounts.get('eip155').address).toBe('0xeoa');
  });

  it('preferred account types default per namespace and persist per namespace', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage, networks: [mainnet, solana] });
    expect(config._internal.accounts.getPreferredAccountType('eip155')).toBe('smartAccount');
    expect(config._internal.accounts.getPreferredAccountType('solana')).toBe('eoa');
    expect(config._internal.accounts.getPreferredAccountType('bip122')).toBe('payment');
    config._internal.accounts.setPreferredAccountType('eip155', 'eoa');
    expect(createTestConfig({ storage, networks: [mainnet, solana] })._internal.accounts.getPreferredAccountType('eip155')).toBe('eoa');
  });

  it('on startup a stored connected state becomes connecting until the connector confirms', () => {
    const storage = memoryStorage({
      [backendKey('connection')]: JSON.stringify({
        eip155: { connectorId: 'io.dev', connectorType: 'ANNOUNCED', chainId: '1', accounts: [{ address: '0xabc', type: 'eoa' }], status: 'connected' },
      }),
    });
    const config = createTestConfig({ storage });
    expect(config._internal.connection.get().status).toBe('connecting');
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connecting', address: '0xabc' });
    const noReconnect = createTestConfig({ storage, enableReconnect: false });
    expect(noReconnect._internal.connection.get().status).toBe('disconnected');
  });
});

describe('connection', () => {
  it('keeps two recent wallets, newest first, deduplicated by id or rdns', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage });
    config._internal.connection.addRecentWallet({ id: 'a', rdns: 'io.a' });
    config._internal.connection.addRecentWallet({ id: 'b' });
    config._internal.connection.addRecentWallet({ id: 'a2', rdns: 'io.a' });
    config._internal.connection.addRecentWallet({ id: 'c' });
    expect(config._internal.connection.getRecentWallets()).toEqual([{ id: 'c' }, { id: 'a2', rdns: 'io.a' }]);
    expect(config._internal.connection.get().recentWallet).toEqual({ id: 'c' });
  });

  it('persists the connection records under one key; status and connections are derived from them', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage });
    connectTestAccount(config, { connectorId: 'io.dev' });
    expect(Object.keys(storage.dump())).toEqual([backendKey('connection')]);
    const again = createTestConfig({ storage });
    expect(again._internal.connection.get()).toMatchObject({
      status: 'connecting',
      connections: { eip155: [{ connectorId: 'io.dev', accounts: [{ address: '0xabc', type: 'eoa' }] }] },
    });
    config._internal.records.remove('eip155');
    expect(storage.dump()).toEqual({});
  });

  it('moves a connection stored under the six keys of earlier versions to the record, and removes those keys', async () => {
    const storage = memoryStorage({
      [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:8453'),
      '@connect-modal/connectionStatus': JSON.stringify('connected'),
      '@connect-modal/connectedNamespaces': 'eip155',
      '@connect-modal/connectedConnectorIds': JSON.stringify({ eip155: 'io.dev' }),
      '@connect-modal/connectedWallet': JSON.stringify({ id: 'io.dev', name: 'Dev Wallet' }),
      '@connect-modal/connections': JSON.stringify({ eip155: [{ connectorId: 'io.dev', accounts: [{ address: '0xabc', type: 'eoa' }] }] }),
      '@connect-modal/lastUsedChain': JSON.stringify('eip155:8453'),
    });
    const config = createTestConfig({ storage });
    // The migration's code loads only when old keys exist; start() runs it before restoring connections.
    await config._internal.records.migrateLegacy();
    expect(config._internal.accounts.get('eip155')).toMatchObject({
      status: 'connecting',
      address: '0xabc',
      caipAddress: 'eip155:8453:0xabc',
      connectedWalletInfo: { name: 'Dev Wallet', connectorId: 'io.dev' },
    });
    expect(Object.keys(storage.dump()).sort()).toEqual([backendKey('activeCaipNetworkId'), backendKey('connection')]);
    expect(JSON.parse(storage.dump()[backendKey('connection')] ?? '{}')).toEqual({
      eip155: {
        connectorId: 'io.dev',
        connectorType: 'ANNOUNCED',
        chainId: '8453',
        accounts: [{ address: '0xabc', type: 'eoa' }],
        status: 'connected',
        walletName: 'Dev Wallet',
      },
    });
  });

  it('drops a corrupted connection of an earlier version and still removes its keys', async () => {
    const storage = memoryStorage({
      '@connect-modal/connectionStatus': JSON.stringify('connected'),
      '@connect-modal/connectedNamespaces': 'eip155',
      '@connect-modal/connections': '{not json',
    });
    const config = createTestConfig({ storage });
    await config._internal.records.migrateLegacy();
    expect(config._internal.connection.get().status).toBe('disconnected');
    expect(storage.dump()).toEqual({});
  });
});

describe('toasts', () => {
  it('shows at once when none is open', () => {
    const config = createTestConfig();
    config._internal.toasts.showSuccess('Copied');
    expect(config._internal.toasts.get()).toMatchObject({ open: true, message: 'Copied', variant: 'success' });
  });

  it('a new message while one is open hides the old one and shows after 150 ms', () => {
    const config = createTestConfig();
    config._internal.toasts.showLoading('Sending');
    config._internal.toasts.showError('Failed to fetch transactions');
    expect(config._internal.toasts.get()).toMatchObject({ open: false, message: 'Sending' });
    config.clock.advance(149);
    expect(config._internal.toasts.get().open).toBe(false);
    config.clock.advance(1);
    expect(config._internal.toasts.get()).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' });
  });

  it('loading toasts stay; success and error toasts hide by themselves', () => {
    const config = createTestConfig();
    config._internal.toasts.showLoading('Waiting');
    config.clock.advance(60_000);
    expect(config._internal.toasts.get().open).toBe(true);
    config._internal.toasts.hide();
    config._internal.toasts.showSuccess('Done');
    config.clock.advance(2500);
    expect(config._internal.toasts.get().open).toBe(false);
  });
});

describe('connection records shared by the tabs of a site', () => {
  it('a tab writes only the namespaces it changed, never erasing what another tab stored', () => {
    const storage = memoryStorage();
    const first = createTestConfig({ storage, networks: [mainnet, solana] });
    const second = createTestConfig({ storage, networks: [mainnet, solana] });
    connectTestAccount(first, { namespace: 'eip155', address: '0xabc' });
    connectTestAccount(second, { namespace: 'solana', address: 'So1ana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(Object.keys(second.storage.get('connection') ?? {})).toEqual(['eip155', 'solana']);
    // A record this tab never had is not removed from storage by a removal here.
    second._internal.records.remove('eip155');
    expect(Object.keys(second.storage.get('connection') ?? {})).toEqual(['eip155', 'solana']);
    second._internal.records.set('eip155', { connectorId: 'io.test', connectorType: 'ANNOUNCED', chainId: '1', accounts: [], status: 'connecting' });
    second._internal.records.remove('eip155', { keepStored: true });
    expect(Object.keys(second.storage.get('connection') ?? {})).toEqual(['eip155', 'solana']);
    first._internal.records.remove('eip155');
    expect(Object.keys(first.storage.get('connection') ?? {})).toEqual(['solana']);
  });
});
