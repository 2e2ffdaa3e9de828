import { describe, expect, it, vi } from 'vitest';
import { createConnectConfig, createManualClock, defineNetwork, memoryStorage, solana, staticPlatform } from '../core/index.js';
import type { ConnectConfigOptions } from '../core/index.js';
import { inertAdapter } from '../core/testing/inertAdapter.js';
import { createEip155Adapter } from '../eip155/index.js';
import { createWalletConnectConnector } from './createWalletConnectConnector.js';
import type { SignClientModule, WalletConnectConnectorOptions } from './createWalletConnectConnector.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const chainA = defineNetwork({
  id: 31337,
  name: 'A',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/a'] } },
});
const chainB = { ...chainA, id: 31338, name: 'B', caipNetworkId: 'eip155:31338' as const, rpcUrls: { default: { http: ['http://127.0.0.1:1/b'] } } };

function storedSession(topic: string, accounts: string[], expiry = 1_900_000_000) {
  return {
    topic,
    expiry,
    acknowledged: true,
    namespaces: { eip155: { accounts, methods: ['personal_sign', 'wallet_switchEthereumChain'], events: ['accountsChanged', 'chainChanged'] } },
    peer: { publicKey: 'p', metadata: { name: 'Stored Wallet', description: '', url: 'https://wallet.example', icons: [] } },
  };
}

/** A stand-in for the sign client: stored sessions, recorded requests and events the test can emit. */
function fakeSignClient(sessions: ReturnType<typeof storedSession>[]) {
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const requests: unknown[] = [];
  const client = {
    core: { verify: {}, heartbeat: { stop: vi.fn() }, relayer: { transportClose: vi.fn(async () => {}) } },
    session: { getAll: () => sessions, get: (topic: string) => sessions.find((session) => session.topic === topic) },
    on: (event: string, handler: (value: unknown) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event))?.add(handler),
    off: (event: string, handler: (value: unknown) => void) => void handlers.get(event)?.delete(handler),
    connect: vi.fn(),
    request: vi.fn(async (args: { request: { method: string } }) => {
      requests.push(args);
      return args.request.method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : null;
    }),
    disconnect: vi.fn(async () => {}),
    emit: (event: string, value: unknown) => handlers.get(event)?.forEach((handler) => handler(value)),
  };
  const init = vi.fn(async () => client);
  return { client, requests, init, module: { SignClient: { init } } as unknown as SignClientModule };
}

function setup(
  fake: ReturnType<typeof fakeSignClient>,
  options: Partial<ConnectConfigOptions> = {},
  connectorOptions: WalletConnectConnectorOptions = {},
) {
  const walletConnect = createWalletConnectConnector({ verify: false, telemetry: false, loadSignClient: async () => fake.module, ...connectorOptions });
  const storage = memoryStorage();
  const config = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks: [chainA, chainB],
    adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
    connectors: [walletConnect],
    storage,
    clock: createManualClock(1_800_000_000_000),
    platform: staticPlatform(),
    features: { analytics: false },
    ...options,
  });
  return { walletConnect, config, storage };
}

/** Marks the app as connected through WalletConnect before start, as a previous visit would have left it. */
function remembered() {
  const storage = memoryStorage();
  const seed = createConnectConfig({ projectId: 'f'.repeat(32), networks: [chainA], storage, features: { analytics: false } });
  seed.storage.set('connection', {
    eip155: {
      connectorId: 'walletConnect',
      connectorType: 'WALLET_CONNECT',
      chainId: String(chainA.id),
      accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
      status: 'connected',
    },
  });
  return storage;
}

describe('WalletConnect connector', () => {
  it('offers its connector to each namespace with an adapter and loads nothing at start-up', async () => {
    const fake = fakeSignClient([]);
    const { config } = setup(fake, { networks: [chainA, solana], adapters: [createEip155Adapter({ eip6963: false }), inertAdapter('solana')] });
    config.start();
    await config.ready();
    const offered = () => config._internal.connectors().map((connector) => [connector.chain, connector.id, connector.type, connector.name]);
    // EVM's at once; Solana's once its wallet's code has loaded.
    expect(offered()[0]).toEqual(['eip155', 'walletConnect', 'WALLET_CONNECT', 'WalletConnect']);
    await vi.waitFor(() =>
      expect(offered()).toEqual([
        ['eip155', 'walletConnect', 'WALLET_CONNECT', 'WalletConnect'],
        ['solana', 'walletConnect', 'WALLET_CONNECT', 'WalletConnect'],
      ]),
    );
    expect(fake.init).not.toHaveBeenCalled();
  });

  it('offers nothing when WalletConnect is turned off in the config', () => {
    const { config } = setup(fakeSignClient([]), { enableWalletConnect: false });
    config.start();
    expect(config._internal.connectors()).toEqual([]);
  });

  it('refuses to work before the config starts it', async () => {
    const { walletConnect } = setup(fakeSignClient([]));
    expect(() => walletConnect.linkWallet({ id: 'w', name: 'W' })).toThrow(expect.objectContaining({ code: 'WC_NOT_STARTED' }));
    await expect(walletConnect.request({ chainId: 'eip155:31337', method: 'personal_sign' })).rejects.toMatchObject({ code: 'WC_NOT_STARTED' });
  });

  it('restores the newest valid stored session on start, skipping an expired one and one that does not match the request', async () => {
    const hostile = storedSession('1'.repeat(64), [`eip155:1:${EVM}`], 1_950_000_000);
    const valid = storedSession('2'.repeat(64), [`eip155:31337:${EVM}`, `eip155:31338:${EVM}`]);
    const expired = storedSession('3'.repeat(64), [`eip155:31337:${EVM}`], 1_700_000_000);
    const fake = fakeSignClient([expired, valid, hostile]);
    const { config, walletConnect } = setup(fake, { storage: remembered() });
    const errors: unknown[] = [];
    config.events.on('error', ({ error }) => errors.push(error));
    config.start();
    await config.ready();
    expect(fake.init).toHaveBeenCalledTimes(1);
    expect(fake.init.mock.calls[0]).toEqual([
      expect.objectContaining({ projectId: 'f'.repeat(32), relayUrl: 'wss://relay.walletconnect.org', customStoragePrefix: `connect-modal:${'f'.repeat(32)}`, telemetryEnabled: false }),
    ]);
    expect(walletConnect.getSession()?.topic).toBe('2'.repeat(64));
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: EVM, caipAddress: `eip155:31337:${EVM}` });
    expect(errors).toEqual([expect.objectContaining({ code: 'WC_INVALID_SESSION' })]);
  });

  it('switches between the session chains, telling the wallet, and refuses others without touching state', async () => {
    const fake = fakeSignClient([storedSession('2'.repeat(64), [`eip155:31337:${EVM}`, `eip155:31338:${EVM}`])]);
    const { config, walletConnect } = setup(fake, { storage: remembered() });
    config.start();
    await config.ready();
    await config._internal.switchNetwork(chainB);
    expect(config._internal.accounts.get('eip155').caipAddress).toBe(`eip155:31338:${EVM}`);
    expect(fake.requests).toEqual([
      { topic: '2'.repeat(64), chainId: 'eip155:31338', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] } },
    ]);
    await config._internal.signMessage('on chain B');
    expect(fake.requests.at(-1)).toMatchObject({ chainId: 'eip155:31338', request: { method: 'personal_sign' } });
    await expect(walletConnect.request({ chainId: 'eip155:1', method: 'personal_sign' })).rejects.toMatchObject({ code: 'WC_CHAIN_NOT_IN_SESSION' });
    await expect(walletConnect.request({ chainId: 'cosmos:hub', method: 'x' })).rejects.toMatchObject({ code: 'WC_CHAIN_NOT_IN_SESSION' });
    await expect(walletConnect.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction' })).rejects.toMatchObject({
      code: 'WC_METHOD_NOT_IN_SESSION',
    });
  });

  it('follows wallet events: only approved accounts, only session chains, and ends on expiry', async () => {
    const fake = fakeSignClient([storedSession('2'.repeat(64), [`eip155:31337:${EVM}`, `eip155:31337:${OTHER}`, `eip155:31338:${EVM}`])]);
    const { config } = setup(fake, { storage: remembered() });
    config.start();
    await config.ready();
    const topic = '2'.repeat(64);
    fake.client.emit('session_event', { topic, params: { chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [OTHER.toLowerCase(), '0x0000000000000000000000000000000000000001'] } } });
    expect(config._internal.accounts.get('eip155').address).toBe(OTHER);
    fake.client.emit('session_event', { topic, params: { chainId: 'eip155:31337', event: { name: 'chainChanged', data: 1 } } });
    fake.client.emit('session_event', { topic, params: { chainId: 'eip155:31337', event: { name: 'chainChanged', data: { hostile: true } } } });
    expect(config._internal.accounts.get('eip155').caipAddress).toBe(`eip155:31337:${OTHER}`);
    fake.client.emit('session_event', { topic, params: { chainId: 'eip155:31337', event: { name: 'chainChanged', data: '0x7a6a' } } });
    expect(config._internal.accounts.get('eip155').caipAddress).toBe(`eip155:31338:${OTHER}`);
    fake.client.emit('session_event', { topic: '9'.repeat(64), params: { chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [] } } });
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
    fake.client.emit('session_expire', { topic });
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(config._internal.connection.get().status).toBe('disconnected');
  });

  it('takes a session update the request allows and ignores one that widens it', async () => {
    const sessions = [storedSession('2'.repeat(64), [`eip155:31337:${EVM}`])];
    const fake = fakeSignClient(sessions);
    const { config } = setup(fake, { storage: remembered() });
    const errors: unknown[] = [];
    config.events.on('error', ({ error }) => errors.push(error));
    config.start();
    await config.ready();
    const topic = '2'.repeat(64);
    sessions[0] = storedSession(topic, [`eip155:31337:${OTHER}`]);
    fake.client.emit('session_update', { topic, params: {} });
    expect(config._internal.accounts.get('eip155').address).toBe(OTHER);
    sessions[0] = storedSession(topic, [`eip155:1:${EVM}`]);
    fake.client.emit('session_update', { topic, params: {} });
    expect(config._internal.accounts.get('eip155').address).toBe(OTHER);
    expect(errors).toEqual([expect.objectContaining({ code: 'WC_INVALID_SESSION' })]);
  });

  it('closes the client when the config stops, and starts a fresh one on the next use', async () => {
    const fake = fakeSignClient([storedSession('2'.repeat(64), [`eip155:31337:${EVM}`])]);
    const { config, walletConnect } = setup(fake, { storage: remembered() });
    const stop = config.start();
    await config.ready();
    stop();
    await walletConnect.destroy();
    expect(fake.client.core.relayer.transportClose).toHaveBeenCalledTimes(1);
    expect(walletConnect.getSession()).toBeUndefined();
    config.start();
    await config.ready();
    await expect(walletConnect.request({ chainId: 'eip155:31337', method: 'personal_sign', params: ['0x00', EVM] })).resolves.toMatch(/^0x/);
    expect(fake.init).toHaveBeenCalledTimes(2);
  });
});
