import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { ConnectError, solanaDevnet } from '@connect-modal/headless';
import type { NamespaceAdapter } from '@connect-modal/headless';
import { createEip155Adapter } from '@connect-modal/headless/eip155';
import type { WalletConnectProvider } from '@connect-modal/headless/walletconnect';
import { WC_WALLET_SOLANA_CHAIN } from '@connect-modal/devnet';
import { pairApp, startWcApp, startWcHarness, waitForConnection, waitUntil } from './walletconnectHarness.js';
import type { WcApp, WcHarness } from './walletconnectHarness.js';

/**
 * The smallest Solana adapter over the connector's Solana provider (`walletConnect.provider('solana')`, with
 * WalletConnect's method names), for apps that talk to the session without the solana adapter.
 */
function providerSolanaAdapter(solanaProvider: () => WalletConnectProvider): NamespaceAdapter {
  const provider = (_connector: unknown) => solanaProvider();
  const unsupported = () => Promise.reject(new ConnectError('UNSUPPORTED', 'Not in this test adapter'));
  const connection = (address: string | undefined, chainId: string | undefined) =>
    address && chainId ? { address, chainId: chainId.split(':')[1] ?? '', accounts: [{ address, type: 'eoa' as const }] } : undefined;
  return {
    namespace: 'solana',
    setup: () => () => {},
    async connect(connector) {
      const [address] = await provider(connector).connect();
      const result = connection(address, provider(connector).getChainId());
      if (!result) throw new ConnectError('NO_ACCOUNTS', 'No Solana account');
      return result;
    },
    async reconnect(connector) {
      const [address] = await provider(connector).getAccounts();
      return connection(address, provider(connector).getChainId());
    },
    disconnect: (connector) => provider(connector).disconnect(),
    switchNetwork: unsupported,
    getBalance: unsupported,
    async signMessage(connector, message, address) {
      const result = (await provider(connector).request({
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: address },
      })) as { signature: string };
      return result.signature;
    },
  };
}

describe('one WalletConnect session across eip155 and solana', () => {
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

  const app = () => {
    const started: { current?: WcApp } = {};
    const solanaProvider = () => {
      if (!started.current) throw new Error('The app is not started');
      return started.current.walletConnect.provider('solana');
    };
    started.current = startWcApp(harness, {
      networks: [harness.network, solanaDevnet],
      adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false }), providerSolanaAdapter(solanaProvider)],
    });
    apps.push(started.current);
    return started.current;
  };

  it('asks for both namespaces with their methods, events, chains and RPC map', async () => {
    const { walletConnect, config } = app();
    await config.ready();
    expect(walletConnect.getRequestedNamespaces()).toEqual({
      eip155: expect.objectContaining({
        chains: ['eip155:31337'],
        events: ['accountsChanged', 'chainChanged'],
        methods: expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
        rpcMap: { 31337: harness.chain.rpcUrl },
      }),
      solana: expect.objectContaining({
        chains: [WC_WALLET_SOLANA_CHAIN],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
        rpcMap: { [solanaDevnet.id]: solanaDevnet.rpcUrls.default.http[0] },
      }),
    });
    // Solana's connector comes once its wallet's code has loaded.
    await vi.waitFor(() =>
      expect(config._internal.connectors().map((connector) => [connector.chain, connector.id])).toEqual([
        ['eip155', 'walletConnect'],
        ['solana', 'walletConnect'],
      ]),
    );
  });

  it('one pairing connects both namespaces in core state, and each signs through the same session', async () => {
    const { config, walletConnect } = app();
    await pairApp({ config }, harness.wallet, { namespace: 'eip155' });
    await waitUntil(() => config._internal.accounts.get('solana').status === 'connected');
    expect(config._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: harness.wallet.address });
    expect(config._internal.accounts.get('solana')).toMatchObject({
      status: 'connected',
      address: harness.wallet.solanaAddress,
      caipAddress: `${WC_WALLET_SOLANA_CHAIN}:${harness.wallet.solanaAddress}`,
    });
    // The namespace the user connected stays the active one.
    expect(config._internal.networks.getActiveNamespace()).toBe('eip155');
    const session = walletConnect.getSession();
    expect(Object.keys(session?.namespaces ?? {})).toEqual(['eip155', 'solana']);
    expect(harness.relay.messages.filter((entry) => entry.method === 'wc_approveSession')).toHaveLength(2);

    const solanaSignature = await config._internal.signMessage('hello solana', { namespace: 'solana' });
    expect(ed25519.verify(base58.decode(solanaSignature), new TextEncoder().encode('hello solana'), base58.decode(harness.wallet.solanaAddress))).toBe(true);
    const evmSignature = await config._internal.signMessage('hello evm', { namespace: 'eip155' });
    expect(await verifyMessage({ address: harness.wallet.address, message: 'hello evm', signature: evmSignature as Hex })).toBe(true);

    // A Solana request through the connector itself, for apps without a Solana adapter.
    const message = base58.encode(new TextEncoder().encode('direct'));
    await expect(
      walletConnect.request({ chainId: WC_WALLET_SOLANA_CHAIN, method: 'solana_signMessage', params: { message, pubkey: harness.wallet.solanaAddress } }),
    ).resolves.toEqual({ signature: expect.any(String) });
  });

  it('a wallet-side disconnect disconnects every namespace of the session', async () => {
    const { config } = app();
    await pairApp({ config }, harness.wallet, { namespace: 'eip155' });
    await waitUntil(() => config._internal.accounts.get('solana').status === 'connected');
    await harness.wallet.disconnect();
    await waitForConnection(config, (state) => state.status === 'disconnected');
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(config._internal.accounts.get('solana').status).toBe('disconnected');
  });

  it('a disconnect from the app ends both namespaces and the session', async () => {
    const { config, walletConnect } = app();
    await pairApp({ config }, harness.wallet, { namespace: 'eip155' });
    await waitUntil(() => config._internal.accounts.get('solana').status === 'connected');
    await config._internal.disconnect('solana');
    expect(config._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(config._internal.accounts.get('solana').status).toBe('disconnected');
    expect(walletConnect.getSession()).toBeUndefined();
    await waitUntil(() => harness.wallet.sessions().length === 0);
  });
});
