// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, DEV_WALLET_ICON, installDevWallet, startChain } from '@connect-modal/devnet';
import type { DevChain, InstalledDevWallet } from '@connect-modal/devnet';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../actions/connect.js';
import { devChainNetwork } from '../actions/testing/devWalletPages.js';
import { createConnectConfig, memoryStorage } from '../core/index.js';
import type { ConnectConfig, Connector } from '../core/index.js';
import { createEip155Adapter } from './createEip155Adapter.js';
import type { Eip1193Provider } from './Eip1193Provider.js';

const ACCOUNT = ANVIL_ACCOUNTS[3] as Address;
let chain: DevChain;
const cleanups: (() => void)[] = [];
let count = 0;

beforeAll(async () => {
  chain = await startChain({ chainId: 31337 });
});
afterAll(async () => {
  await chain?.stop();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A fresh rdns per test: wallets of earlier tests stay out of the way. */
function nextRdns(): string {
  count += 1;
  return `io.connectmodal.announced${count}`;
}

/** The devnet's dev wallet (an EIP-6963 browser wallet) on the page, under `rdns`. */
function devWallet(rdns: string, uuid?: string): InstalledDevWallet {
  const wallet = installDevWallet(
    { name: 'Dev Wallet', rdns, icon: DEV_WALLET_ICON, chains: { [chain.chainId]: chain.rpcUrl }, initialChainId: chain.chainId, account: ACCOUNT, persist: false, ...(uuid ? { uuid } : {}) },
    window,
  );
  cleanups.push(() => wallet.uninstall());
  return wallet;
}

/**
 * A page script posing as a wallet: it answers every request for wallets with the given name and rdns, and
 * counts what it is asked (and refuses all of it).
 */
function impostor(rdns: string, name = 'Dev Wallet') {
  const requests: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method }) => {
      requests.push(method);
      throw Object.assign(new Error('Not a wallet'), { code: 4200 });
    },
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid: `impostor-${rdns}`, name, icon: DEV_WALLET_ICON, rdns }, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  return { requests, provider, announce };
}

function startConfig(): ConnectConfig {
  const config = createConnectConfig({
    projectId: 'f'.repeat(32),
    networks: [devChainNetwork(chain)],
    adapters: [createEip155Adapter({ legacyInjected: false })],
    storage: memoryStorage(),
    features: { analytics: false },
  });
  cleanups.push(config.start());
  return config;
}

/** The announced connectors of one rdns, as the config offers them. */
function claiming(config: ConnectConfig, rdns: string): Connector[] {
  return config._internal.connectors('eip155').filter((connector) => connector.info?.rdns === rdns);
}

describe('EIP-6963 announcements', () => {
  it('offers a page script announcing before the real wallet under its rdns and name beside it: both shown, both flagged', async () => {
    const rdns = nextRdns();
    const fake = impostor(rdns);
    const wallet = devWallet(rdns);
    const config = startConfig();
    await expect.poll(() => claiming(config, rdns).length).toBe(2);
    const [first, second] = claiming(config, rdns);
    expect([first?.id, first?.name, first?.duplicateRdns, first?.provider === fake.provider]).toEqual([rdns, 'Dev Wallet', true, true]);
    expect([second?.id, second?.name, second?.duplicateRdns, second?.provider === wallet.provider]).toEqual([`${rdns}#2`, 'Dev Wallet', true, true]);

    // The genuine wallet connects through its own row, and only it is asked.
    const connected = await connect(config, { connectorId: `${rdns}#2` });
    expect(connected.address).toBe(ACCOUNT);
    expect(wallet.control.requests).toContain('eth_requestAccounts');
    expect(fake.requests).toEqual([]);
  });

  it('keeps one connector, unflagged, for a wallet that announces itself again and again (same uuid, same provider)', async () => {
    const rdns = nextRdns();
    const wallet = devWallet(rdns, 'one-uuid');
    const config = startConfig();
    wallet.control.announce();
    wallet.control.announce();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    await expect.poll(() => claiming(config, rdns).length).toBe(1);
    expect(claiming(config, rdns)[0]).toMatchObject({ id: rdns, info: { rdns, uuid: 'one-uuid' } });
    expect(claiming(config, rdns)[0]?.duplicateRdns).toBeUndefined();
  });

  it('keeps one connector for one provider announced under a second uuid with the same rdns', async () => {
    const rdns = nextRdns();
    const wallet = devWallet(rdns, 'first-uuid');
    const config = startConfig();
    const info = { ...wallet.info, uuid: 'second-uuid' };
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet.provider }) }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(claiming(config, rdns).map((connector) => [connector.id, connector.info?.uuid, connector.duplicateRdns])).toEqual([[rdns, 'first-uuid', undefined]]);
  });

  it('gives every claimant an id of its own, even when another wallet announces the id a duplicate would get', async () => {
    const rdns = nextRdns();
    impostor(`${rdns}#2`, 'Hash Wallet');
    devWallet(rdns, 'real');
    impostor(rdns);
    const config = startConfig();
    await expect.poll(() => config._internal.connectors('eip155').filter((connector) => connector.info?.rdns?.startsWith(rdns)).length).toBe(3);
    const ids = config._internal.connectors('eip155').filter((connector) => connector.info?.rdns?.startsWith(rdns));
    expect(ids.map((connector) => [connector.id, connector.info?.rdns, connector.duplicateRdns ?? false])).toEqual([
      [`${rdns}#2`, `${rdns}#2`, false],
      [rdns, rdns, true],
      [`${rdns}#3`, rdns, true],
    ]);
  });

  it('asks the dev wallet once for ten connects while its prompt is open', async () => {
    const rdns = nextRdns();
    const wallet = devWallet(rdns);
    const config = startConfig();
    await expect.poll(() => claiming(config, rdns).length).toBe(1);
    wallet.control.setPromptDelay(300);
    const results = await Promise.all(Array.from({ length: 10 }, () => connect(config, { connectorId: rdns })));
    expect(results.map((result) => result.address)).toEqual(Array.from({ length: 10 }, () => ACCOUNT));
    expect(wallet.control.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(1);
    // Once answered, a new connect asks the wallet again (already authorised, it answers at once).
    await connect(config, { connectorId: rdns });
    expect(wallet.control.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(2);
  });
});
