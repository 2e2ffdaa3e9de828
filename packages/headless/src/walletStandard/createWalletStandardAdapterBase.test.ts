// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';
import type { AdapterHost, Connector } from '../core/index.js';
import { solana } from '../core/index.js';
import { createWalletStandardAdapterBase } from './createWalletStandardAdapterBase.js';
import type { StandardEventsChangeProperties } from './walletStandardTypes.js';

function register(wallet: Wallet) {
  const callback = ({ register: add }: WindowAppReadyEventAPI) => add(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
}

/** A wallet whose `change` listeners the test can call, and whose disconnect fails. */
function eventfulWallet(name: string) {
  const listeners = new Set<(change: StandardEventsChangeProperties) => void>();
  const calls: string[] = [];
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          calls.push(input?.silent ? 'connect silent' : 'connect');
          return { accounts: [] };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          calls.push('disconnect');
          throw new Error('the wallet is gone');
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (change: StandardEventsChangeProperties) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    },
  };
  return { wallet, calls, emit: (change: StandardEventsChangeProperties) => listeners.forEach((listener) => listener(change)) };
}

function hostWith(published: Connector[][]): AdapterHost {
  return {
    namespace: 'solana',
    networks: [solana],
    setConnectors: (connectors) => published.push([...connectors]),
    onAccountsChanged: () => {},
    onChainChanged: () => {},
    onDisconnect: () => {},
    rpcUrls: () => [],
    fetch: () => Promise.reject(new Error('no network')),
  };
}

describe('the Wallet Standard adapter base', () => {
  it('publishes registered wallets as connectors and answers a wait for one that registers later', async () => {
    const published: Connector[][] = [];
    const base = createWalletStandardAdapterBase({ namespace: 'solana', chainPrefix: 'solana:', requiredFeatures: ['standard:connect'], onChange: () => {} });
    const stop = base.setup(hostWith(published));
    const waiting = base.waitForConnector('late-wallet', 5_000);
    const { wallet } = eventfulWallet('Late Wallet');
    register(wallet);
    const found = await waiting;
    expect(found).toMatchObject({ id: 'late-wallet', name: 'Late Wallet', type: 'ANNOUNCED', chain: 'solana', provider: wallet });
    expect(published.at(-1)?.map((connector) => connector.id)).toContain('late-wallet');
    stop();
  });

  it('connects silently on reconnect, follows change events until disconnect, and forgets a wallet that cannot disconnect', async () => {
    const changes: StandardEventsChangeProperties[] = [];
    const base = createWalletStandardAdapterBase({
      namespace: 'solana',
      chainPrefix: 'solana:',
      requiredFeatures: ['standard:connect'],
      discover: false,
      onChange: (_connector, _wallet, change) => changes.push(change),
    });
    base.setup(hostWith([]));
    const { wallet, calls, emit } = eventfulWallet('Events Wallet');
    const connector: Connector = { id: 'events-wallet', name: 'Events Wallet', type: 'ANNOUNCED', chain: 'solana', provider: wallet };
    expect(base.walletOf(connector)).toBe(wallet);
    expect(() => base.walletOf({ ...connector, provider: { request: () => null } })).toThrow(expect.objectContaining({ code: 'CONNECTOR_WITHOUT_PROVIDER' }));

    await base.standardConnect(connector, wallet, true);
    await base.standardConnect(connector, wallet, false);
    base.follow(connector, wallet);
    emit({ chains: ['solana:devnet'] });
    await expect(base.disconnect(connector)).resolves.toBeUndefined();
    emit({ accounts: [] });
    expect(calls).toEqual(['connect silent', 'connect', 'disconnect']);
    expect(changes).toEqual([{ chains: ['solana:devnet'] }]);
  });
});
