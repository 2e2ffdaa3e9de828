import { describe, expect, it } from 'vitest';
import type { AdapterConnection, Connector, ConnectorSource, ConnectorSourceHost, NamespaceAdapter } from '../adapters/types.js';
import { mainnet, solana } from '../networks/index.js';
import { createTestConfig } from '../testing/testConfig.js';
import { inertAdapter } from '../testing/inertAdapter.js';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, isPairingExpired } from './pairingExpiry.js';

/** An adapter that connects any connector with a fixed account and lists one discovered wallet of its own. */
function fixedAdapter(namespace: 'eip155' | 'solana', address: string, chainId: string | number): NamespaceAdapter {
  return {
    ...inertAdapter(namespace),
    setup(host) {
      host.setConnectors([{ id: `${namespace}-wallet`, name: 'Discovered', type: 'ANNOUNCED', chain: namespace }]);
      return () => {};
    },
    connect: async (): Promise<AdapterConnection> => ({ address, chainId, accounts: [{ address, type: 'eoa' }] }),
  };
}

function recordingSource(): ConnectorSource & { host?: ConnectorSourceHost; cleanups: number } {
  const source: ConnectorSource & { host?: ConnectorSourceHost; cleanups: number } = {
    id: 'spanning',
    cleanups: 0,
    setup(host) {
      source.host = host;
      const connectors: Connector[] = (['eip155', 'solana', 'bip122'] as const).map((chain) => ({ id: 'span', name: 'Span', type: 'WALLET_CONNECT', chain }));
      host.setConnectors(connectors);
      return () => {
        source.cleanups += 1;
      };
    },
  };
  return source;
}

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

describe('connector sources', () => {
  const config = () => {
    const source = recordingSource();
    const created = createTestConfig({
      networks: [mainnet, solana],
      adapters: [fixedAdapter('eip155', EVM, 1), fixedAdapter('solana', SOL, solana.id)],
      connectors: [source],
    });
    return { config: created, source };
  };

  it('offers a source connector first in each namespace with an adapter, beside the adapter’s own', async () => {
    const { config: created, source } = config();
    const stop = created.start();
    await created.ready();
    expect(created._internal.connectors().map((connector) => `${connector.chain}/${connector.id}`)).toEqual([
      'eip155/span',
      'eip155/eip155-wallet',
      'solana/span',
      'solana/solana-wallet',
    ]);
    expect(source.host?.namespaces).toEqual(['eip155', 'solana']);
    stop();
    expect(source.cleanups).toBe(1);
  });

  it('connects the asked namespace, else the active one; a WalletConnect connector is not a recent wallet', async () => {
    const { config: created, source } = config();
    created.start();
    await created.ready();
    await created._internal.connect('span', { namespace: 'solana' });
    expect(created._internal.accounts.get('solana')).toMatchObject({ status: 'connected', address: SOL });
    expect(created._internal.accounts.get('eip155').status).toBe('disconnected');
    await source.host?.connect('span', 'eip155');
    expect(created._internal.accounts.get('eip155')).toMatchObject({ status: 'connected', address: EVM });
    expect(created._internal.connection.getRecentWallets()).toEqual([]);
  });

  it('lets the source end the connections it made, and only those', async () => {
    const { config: created, source } = config();
    created.start();
    await created.ready();
    await created._internal.connect('span', { namespace: 'eip155' });
    await created._internal.connect('solana-wallet');
    source.host?.onDisconnect('solana');
    expect(created._internal.accounts.get('solana').status).toBe('connected');
    source.host?.onDisconnect('eip155');
    expect(created._internal.accounts.get('eip155').status).toBe('disconnected');
    expect(created._internal.connection.get().status).toBe('connected');
  });
});

describe('pairing expiry', () => {
  it('counts a URI as expired with less than 10 s of its 4 minutes left', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    const expiry = 1_000_000 + PAIRING_LIFETIME_MS;
    expect(isPairingExpired(expiry, 1_000_000)).toBe(false);
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(false);
    expect(isPairingExpired(expiry, expiry - 9_999)).toBe(true);
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true);
    expect(isPairingExpired(undefined, 0)).toBe(true);
  });
});
