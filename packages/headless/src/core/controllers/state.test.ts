import { describe, expect, it } from 'vitest';
import { base, mainnet, solana } from '../networks/index.js';
import { backendKey, memoryStorage } from '../storage/index.js';
import { createTestConfig } from '../testing/testConfig.js';

describe('network switch rule', () => {
  it('a wallet on a requested network makes it active', () => {
    const config = createTestConfig();
    expect(config.onWalletNetwork('eip155', 8453)).toBe('supported');
    expect(config.networks.getActiveNetwork()).toBe(base);
    expect(config.modal.get().open).toBe(false);
  });

  it('a network outside the requested list opens UnsupportedChain with the Unknown Network placeholder', () => {
    const config = createTestConfig();
    expect(config.onWalletNetwork('eip155', 31338)).toBe('unsupported');
    expect(config.modal.get().open).toBe(true);
    expect(config.router.get().view).toBe('UnsupportedChain');
    expect(config.networks.getActiveNetwork()?.name).toBe('Unknown Network');
    expect(config.networks.isUnsupported()).toBe(true);
  });

  it('does not open UnsupportedChain when unsupported chains are allowed or switching is off', () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const config = createTestConfig(options);
      expect(config.onWalletNetwork('eip155', 31338)).toBe('allowed');
      expect(config.modal.get().open).toBe(false);
    }
  });

  it('starts on the stored network and namespace when they are configured, else the default', () => {
    const storage = memoryStorage({
      [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:8453'),
      [backendKey('activeNamespace')]: JSON.stringify('eip155'),
    });
    expect(createTestConfig({ storage }).networks.getActiveNetwork()).toBe(base);
    const foreign = memoryStorage({ [backendKey('activeCaipNetworkId')]: JSON.stringify('eip155:999999') });
    expect(createTestConfig({ storage: foreign }).networks.getActiveNetwork()).toBe(mainnet);
  });

  it('keeps one network state per namespace and switches the active namespace', () => {
    const config = createTestConfig({ networks: [mainnet, solana] });
    expect(config.networks.getActiveNamespace()).toBe('eip155');
    config.networks.setActiveNetwork(solana);
    expect(config.networks.getActiveNamespace()).toBe('solana');
    expect(config.networks.getActiveNetwork('eip155')).toBe(mainnet);
    expect(config.networks.getRequestedNetworks('solana')).toEqual([solana]);
    expect(() => config.networks.get('bip122')).toThrow('Chain is not supported');
  });
});

describe('accounts', () => {
  it('reset clears address, balance, profile and token data but keeps the tab and account type', () => {
    const config = createTestConfig();
    config.accounts.update('eip155', {
      address: '0xabc',
      caipAddress: 'eip155:1:0xabc',
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'vitalik.eth',
      profileImage: 'https://example.com/a.png',
      tokenBalance: [{ symbol: 'DEV' }],
      currentTab: 'Activity',
      preferredAccountType: 'eoa',
    });
    expect(config.accounts.isConnected()).toBe(true);
    config.accounts.reset('eip155');
    expect(config.accounts.get('eip155')).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      tokenBalance: undefined,
      status: 'disconnected',
      currentTab: 'Activity',
      preferredAccountType: 'eoa',
    });
    expect(config.accounts.isConnected()).toBe(false);
  });

  it('preferred account types default per namespace and persist per namespace', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage, networks: [mainnet, solana] });
    expect(config.accounts.getPreferredAccountType('eip155')).toBe('smartAccount');
    expect(config.accounts.getPreferredAccountType('solana')).toBe('eoa');
    expect(config.accounts.getPreferredAccountType('bip122')).toBe('payment');
    config.accounts.setPreferredAccountType('eip155', 'eoa');
    expect(createTestConfig({ storage, networks: [mainnet, solana] }).accounts.getPreferredAccountType('eip155')).toBe('eoa');
  });

  it('on startup a stored connected state becomes connecting until the connector confirms', () => {
    const storage = memoryStorage({
      [backendKey('connectionStatus')]: JSON.stringify('connected'),
      [backendKey('connectedNamespaces')]: 'eip155',
    });
    const config = createTestConfig({ storage });
    expect(config.connection.get().status).toBe('connecting');
    expect(config.accounts.get('eip155').status).toBe('connecting');
    const noReconnect = createTestConfig({ storage, enableReconnect: false });
    expect(noReconnect.connection.get().status).toBe('disconnected');
  });
});

describe('connection', () => {
  it('keeps two recent wallets, newest first, deduplicated by id or rdns', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage });
    config.connection.addRecentWallet({ id: 'a', rdns: 'io.a' });
    config.connection.addRecentWallet({ id: 'b' });
    config.connection.addRecentWallet({ id: 'a2', rdns: 'io.a' });
    config.connection.addRecentWallet({ id: 'c' });
    expect(config.connection.getRecentWallets()).toEqual([{ id: 'c' }, { id: 'a2', rdns: 'io.a' }]);
    expect(config.connection.get().recentWallet).toEqual({ id: 'c' });
  });

  it('persists status and connections', () => {
    const storage = memoryStorage();
    const config = createTestConfig({ storage });
    config.connection.setStatus('connected');
    config.connection.setConnections('eip155', [{ connectorId: 'io.dev', accounts: [{ address: '0xabc', type: 'eoa' }] }]);
    const again = createTestConfig({ storage });
    expect(again.connection.get().connections).toEqual({
      eip155: [{ connectorId: 'io.dev', accounts: [{ address: '0xabc', type: 'eoa' }] }],
    });
  });
});

describe('toasts', () => {
  it('shows at once when none is open', () => {
    const config = createTestConfig();
    config.toasts.showSuccess('Copied');
    expect(config.toasts.get()).toMatchObject({ open: true, message: 'Copied', variant: 'success' });
  });

  it('a new message while one is open hides the old one and shows after 150 ms', () => {
    const config = createTestConfig();
    config.toasts.showLoading('Sending');
    config.toasts.showError('Failed to fetch transactions');
    expect(config.toasts.get()).toMatchObject({ open: false, message: 'Sending' });
    config.clock.advance(149);
    expect(config.toasts.get().open).toBe(false);
    config.clock.advance(1);
    expect(config.toasts.get()).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' });
  });

  it('loading toasts stay; success and error toasts hide by themselves', () => {
    const config = createTestConfig();
    config.toasts.showLoading('Waiting');
    config.clock.advance(60_000);
    expect(config.toasts.get().open).toBe(true);
    config.toasts.hide();
    config.toasts.showSuccess('Done');
    config.clock.advance(2500);
    expect(config.toasts.get().open).toBe(false);
  });
});
