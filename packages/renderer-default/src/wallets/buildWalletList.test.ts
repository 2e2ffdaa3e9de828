import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '@connect-modal/headless';
import type { Connector } from '@connect-modal/headless';
import { buildWalletList } from './buildWalletList.js';
import type { DirectoryWallet } from './walletTypes.js';

function connector(id: string, type: Connector['type'] = 'ANNOUNCED', rdns = id): Connector {
  return { id, name: id, type, chain: 'eip155', info: { rdns } };
}

function wallet(id: string, rdns: string | null = null): DirectoryWallet {
  return {
    id,
    name: id,
    image_id: null,
    rdns,
    chains: [],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: null,
    order: null,
    injected: [],
  };
}

const keys = (list: ReturnType<typeof buildWalletList>) => list.map((entry) => `${entry.key}${'badge' in entry && entry.badge ? `:${entry.badge}` : ''}`);

describe('buildWalletList', () => {
  it('orders groups as configured: recent, installed, featured, custom, external, recommended', () => {
    const list = buildWalletList({
      order: DEFAULT_CONNECTOR_TYPE_ORDER,
      connectors: [connector('io.alpha'), connector('io.beta'), connector('ext', 'EXTERNAL')],
      recent: [{ id: 'io.beta', rdns: 'io.beta' }],
      featured: [wallet('featured-1')],
      recommended: [wallet('rec-1'), wallet('rec-2')],
      custom: [{ id: 'custom-1', name: 'Custom' }],
    });
    expect(keys(list)).toEqual([
      'connector:io.beta:recent',
      'connector:io.alpha:installed',
      'wallet:featured-1',
      'custom:custom-1',
      'connector:ext:installed',
      'wallet:rec-1',
      'wallet:rec-2',
    ]);
  });

  it('shows a wallet once: a directory wallet that is installed appears as the installed connector', () => {
    const list = buildWalletList({
      order: DEFAULT_CONNECTOR_TYPE_ORDER,
      connectors: [connector('io.metamask')],
      recent: [],
      featured: [wallet('mm-id', 'io.metamask')],
      recommended: [wallet('mm-id', 'io.metamask'), wallet('rainbow', 'me.rainbow')],
      custom: [],
    });
    expect(keys(list)).toEqual(['connector:io.metamask:installed', 'wallet:rainbow']);
  });

  it('lists a recent wallet that is not installed from the directory, and skips unknown ones', () => {
    const list = buildWalletList({
      order: ['recent', 'recommended'],
      connectors: [],
      recent: [{ id: 'rainbow' }, { id: 'gone' }],
      featured: [],
      recommended: [wallet('rainbow'), wallet('zerion')],
      custom: [],
    });
    expect(keys(list)).toEqual(['wallet:rainbow:recent', 'wallet:zerion']);
  });

  it('lists WalletConnect once, where its group is in the order, when the app offers it', () => {
    const walletConnect = (chain: Connector['chain']): Connector => ({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain });
    const list = buildWalletList({
      order: DEFAULT_CONNECTOR_TYPE_ORDER,
      connectors: [connector('io.alpha'), walletConnect('eip155'), walletConnect('solana')],
      recent: [],
      featured: [],
      recommended: [wallet('rainbow')],
      custom: [],
    });
    expect(keys(list)).toEqual(['walletConnect', 'connector:io.alpha:installed', 'wallet:rainbow']);
    const without = buildWalletList({ order: DEFAULT_CONNECTOR_TYPE_ORDER, connectors: [connector('io.alpha')], recent: [], featured: [], recommended: [], custom: [] });
    expect(keys(without)).toEqual(['connector:io.alpha:installed']);
  });

  it('still offers installed wallets when the order leaves their group out', () => {
    const list = buildWalletList({ order: ['recommended'], connectors: [connector('io.alpha')], recent: [], featured: [], recommended: [], custom: [] });
    expect(keys(list)).toEqual(['connector:io.alpha:installed']);
  });

  it('lists every announced wallet claiming one rdns (each flagged), marks the one last connected as recent, and hides the directory entry', () => {
    const claimant = (id: string): Connector => ({ ...connector(id, 'ANNOUNCED', 'io.dev'), duplicateRdns: true });
    const list = buildWalletList({
      order: DEFAULT_CONNECTOR_TYPE_ORDER,
      connectors: [claimant('io.dev'), claimant('io.dev#2')],
      recent: [{ id: 'io.dev#2', rdns: 'io.dev' }],
      featured: [],
      recommended: [wallet('dev-wallet', 'io.dev')],
      custom: [],
    });
    expect(keys(list)).toEqual(['connector:io.dev#2:recent', 'connector:io.dev:installed']);
  });
});
