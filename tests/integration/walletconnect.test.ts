import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import type { Address, Hex } from 'viem';
import { ANVIL_ACCOUNTS } from '@connect-modal/devnet';
import { WalletConnectError } from '@connect-modal/headless/walletconnect';
import { PROJECT_ID, pairApp, startWcApp, startWcHarness, waitForConnection, waitUntil } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

// Every test here pairs the real sign client (app side) with the real sign client of the devnet wallet,
// through the local relay only.
describe('WalletConnect through the local relay', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    harness = await startWcHarness();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
    expect(unhandled.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await harness?.stop();
  });

  const app = (options?: Parameters<typeof startWcApp>[1]) => {
    const started = startWcApp(harness, options);
    apps.push(started);
    return started;
  };

  it('pairs, shows the account in core state, and signs a message the wallet verifiably signed', async () => {
    const { config, walletConnect } = app();
    await config.ready();
    expect(config._internal.connectors('eip155').map((connector) => [connector.id, connector.type])).toEqual([['walletConnect', 'WALLET_CONNECT']]);

    const result = await pairApp({ config }, harness.wallet);
    expect(result.address).toBe(harness.wallet.address);
    const account = config._internal.accounts.get('eip155');
    expect(account.status).toBe('connected');
    expect(account.address).toBe(harness.wallet.address);
    expect(account.caipAddress).toBe(`eip155:31337:${harness.wallet.address}`);
    expect(account.connectedWalletInfo).toMatchObject({ connectorId: 'walletConnect', type: 'WALLET_CONNECT' });
    expect(config._internal.connection.get()).toMatchObject({ status: 'connected', wcUri: undefined, wcPairingExpiry: undefined });
    expect(walletConnect.getSession()?.peer.name).toBe('Devnet WalletConnect Wallet');

    const signature = await config._internal.signMessage('Sign in to the devnet');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'Sign in to the devnet', signature: signature as Hex })).toBe(true);
    expect(harness.relay.messages.some((entry) => entry.method === 'wc_proposeSession')).toBe(true);
  });

  it('sends typed data and a transaction through the session', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet);

    const typedData = {
      domain: { name: 'Devnet', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const;
    const typedSignature = await config._internal.requestWallet('eip155', {
      method: 'eth_signTypedData_v4',
      params: [harness.wallet.address, JSON.stringify(typedData)],
    });
    expect(await verifyTypedData({ address: harness.wallet.address, ...typedData, signature: typedSignature as Hex })).toBe(true);

    const to = ANVIL_ACCOUNTS[5] as Address;
    const hash = (await config._internal.requestWallet('eip155', {
      method: 'eth_sendTransaction',
      params: [{ from: harness.wallet.address, to, value: `0x${parseEther('0.5').toString(16)}` }],
    })) as Hex;
    const client = createPublicClient({ chain: harness.chain.chain, transport: http(harness.chain.rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(harness.wallet.address.toLowerCase());
  });

  it('a request the wallet declines fails as a user rejection (4001), and the session stays', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet);
    harness.wallet.rejectNextRequest();
    await expect(config._internal.signMessage('no')).rejects.toMatchObject({ code: 4001, name: 'UserRejectedRequestError' });
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
    expect(await config._internal.signMessage('yes')).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('restores the session after a reload (a new config and client on the same storage)', async () => {
    const first = startWcApp(harness, { storagePrefix: 'reload-app' });
    await pairApp(first, harness.wallet);
    const topic = first.walletConnect.getSession()?.topic;
    first.stop();
    await first.walletConnect.destroy();

    const second = app({ storage: first.storage, wcStorage: first.wcStorage, storagePrefix: 'reload-app' });
    expect(second.config._internal.accounts.get('eip155').status).toBe('connecting');
    await second.config.ready();
    expect(second.config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: harness.wallet.address });
    expect(second.walletConnect.getSession()?.topic).toBe(topic);
    const signature = await second.config._internal.signMessage('after reload');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after reload', signature: signature as Hex })).toBe(true);
  });

  it('a disconnect from the wallet returns core state to disconnected', async () => {
    const { config, walletConnect } = app();
    await pairApp({ config }, harness.wallet);
    await harness.wallet.disconnect();
    await waitForConnection(config, (state) => state.status === 'disconnected');
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'disconnected', address: undefined });
    expect(config.storage.get('connection')).toBeUndefined();
    expect(walletConnect.getSession()).toBeUndefined();
    await expect(walletConnect.request({ chainId: 'eip155:31337', method: 'personal_sign', params: [] })).rejects.toMatchObject({
      code: 'WC_NO_SESSION',
    });
  });

  it('a disconnect from the app ends the session on the wallet too', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet);
    expect(harness.wallet.sessions()).toHaveLength(1);
    await config._internal.disconnect();
    expect(config._internal.connection.get().status).toBe('disconnected');
    await waitUntil(() => harness.wallet.sessions().length === 0);
  });

  it('survives the relay stopping and starting mid-session: the next request is answered', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet);
    await harness.relay.stop();
    await harness.relay.start();
    // Both clients reconnect on their own and subscribe again to their topics.
    await waitUntil(() => harness.relay.clients >= 2);
    const signature = await config._internal.signMessage('after the relay restarted');
    expect(await verifyMessage({ address: harness.wallet.address, message: 'after the relay restarted', signature: signature as Hex })).toBe(true);
    expect(config._internal.accounts.get('eip155').status).toBe('connected');
  });

  it('uses the configured project id and relay, and no remote host', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet);
    expect(config.options.projectId).toBe(PROJECT_ID);
    expect(harness.relay.messages.every((entry) => entry.from.startsWith('did:key:'))).toBe(true);
  });
});

describe('WalletConnect errors leave state unchanged', () => {
  let harness: WcHarness;
  const apps: WcApp[] = [];

  beforeAll(async () => {
    harness = await startWcHarness();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) app.stop();
    await harness.wallet.disconnect().catch(() => {});
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const app = (options?: Parameters<typeof startWcApp>[1]) => {
    const started = startWcApp(harness, options);
    apps.push(started);
    return started;
  };

  const expectDisconnected = ({ config }: WcApp) => {
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'disconnected', address: undefined, caipAddress: undefined });
    expect(config._internal.connection.get()).toMatchObject({ status: 'disconnected', wcUri: undefined });
    expect(config.storage.get('connection')).toBeUndefined();
  };

  const hostile: [string, (address: string) => Record<string, { accounts: string[]; methods: string[]; events: string[]; chains?: string[] }>, RegExp][] = [
    [
      'a chain the app did not ask for',
      (address) => ({ eip155: { accounts: [`eip155:1:${address}`], chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }),
      /chain "eip155:1" was not requested/,
    ],
    [
      'a namespace the app did not ask for',
      (address) => ({
        eip155: { accounts: [`eip155:31337:${address}`], chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        cosmos: { accounts: ['cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'], chains: ['cosmos:cosmoshub-4'], methods: [], events: [] },
      }),
      /namespace "cosmos" was not requested/,
    ],
    [
      'an account that is not an address of its namespace',
      () => ({ eip155: { accounts: ['eip155:31337:0x12'], chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } }),
      /account "eip155:31337:0x12" is not a eip155 account/,
    ],
  ];

  it.each(hostile)('a session approved with %s is refused with a clear error and ended', async (_name, namespaces, message) => {
    const started = app();
    harness.wallet.approveNextWith(namespaces(harness.wallet.address));
    const error = await pairApp(started, harness.wallet).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WalletConnectError);
    expect(error).toMatchObject({ code: 'WC_INVALID_SESSION', message: expect.stringMatching(message) });
    expectDisconnected(started);
    expect(started.config._internal.connection.get().wcError).toBe(true);
    expect(started.walletConnect.getSession()).toBeUndefined();
    // The wallet is told: the session it approved is gone on its side as well.
    await waitUntil(() => harness.wallet.sessions().length === 0);
  });

  it('a proposal the user rejects in the wallet fails as 4001', async () => {
    const started = app();
    harness.wallet.rejectNextProposal();
    await expect(pairApp(started, harness.wallet)).rejects.toMatchObject({ code: 4001 });
    expectDisconnected(started);
  });

  it('a request for a chain outside the session is refused with a typed error and nothing changes', async () => {
    const other = { ...harness.network, id: 31338, name: 'Devnet 31338', caipNetworkId: 'eip155:31338' as const };
    const started = app({ networks: [harness.network, other] });
    await pairApp(started, harness.wallet);
    const { config, walletConnect } = started;
    expect(walletConnect.getSession()?.namespaces.eip155?.chains).toEqual(['eip155:31337']);
    const before = { account: config._internal.accounts.get('eip155'), network: config._internal.networks.getActiveNetwork('eip155') };

    await expect(config._internal.switchNetwork(other)).rejects.toMatchObject({ name: 'WalletConnectError', code: 'WC_CHAIN_NOT_IN_SESSION' });
    await expect(
      walletConnect.request({ chainId: 'eip155:31338', method: 'personal_sign', params: ['0x00', harness.wallet.address] }),
    ).rejects.toMatchObject({ code: 'WC_CHAIN_NOT_IN_SESSION', message: 'The connected wallet did not approve eip155:31338 for this session' });
    await expect(config._internal.requestWallet('eip155', { method: 'wallet_getCapabilities', params: [] })).rejects.toMatchObject({
      code: 'WC_METHOD_NOT_IN_SESSION',
    });
    expect(config._internal.accounts.get('eip155')).toEqual(before.account);
    expect(config._internal.networks.getActiveNetwork('eip155')).toEqual(before.network);
    expect(harness.wallet.requests.filter((request) => request.chainId === 'eip155:31338')).toEqual([]);
  });
});
