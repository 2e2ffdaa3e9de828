import { createTestSiwx } from '../testing/testSiwx.js';
import { describe, expect, it } from 'vitest';
import { connectTestAccount } from '../testing/connectTestAccount.js';
import { mainnet, base, solana, bitcoin } from '../networks/index.js';
import { memoryStorage } from '../storage/index.js';
import { ConfigError } from './ConfigError.js';
import type { ConnectConfigOptions } from './ConnectConfigOptions.js';
import { createConnectConfig } from './createConnectConfig.js';
import { getConnectMethodsOrder } from './connectMethodsOrder.js';
import { inertAdapter } from '../testing/inertAdapter.js';
import { DEFAULT_FEATURES } from './resolveConfig.js';

const valid: ConnectConfigOptions = { projectId: 'p'.repeat(32), networks: [mainnet], storage: memoryStorage() };

function errorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('createConnectConfig', () => {
  it('requires a projectId with the exact message', () => {
    for (const projectId of [undefined, '', '   ', 42, null]) {
      const error = errorOf(() => createConnectConfig({ ...valid, projectId } as unknown as ConnectConfigOptions));
      expect(error.message).toBe('Project ID Not Configured: pass a projectId to createConnectConfig');
      expect(error.code).toBe('PROJECT_ID_NOT_CONFIGURED');
      expect(error.path).toBe('projectId');
    }
  });

  it('rejects siweConfig together with siwx', () => {
    const error = errorOf(() => createConnectConfig({ ...valid, siweConfig: {}, siwx: createTestSiwx() }));
    expect(error.message).toBe('Cannot set both siweConfig and siwx: use siwx only');
    expect(() => createConnectConfig({ ...valid, siwx: createTestSiwx({ required: true }) })).not.toThrow();
    expect(() => createConnectConfig({ ...valid, siweConfig: {} })).not.toThrow();
  });

  it('rejects a siwx option that lacks one of the sign-in operations', () => {
    const { verify: _verify, ...partial } = createTestSiwx();
    expect(errorOf(() => createConnectConfig({ ...valid, siwx: partial as never })).message).toBe('Invalid config at "siwx.verify": Invalid input');
  });

  it('rejects a non-object, missing networks, unknown options and wrong types with the generic texts', () => {
    expect(errorOf(() => createConnectConfig(null as unknown as ConnectConfigOptions)).message).toBe(
      'Invalid config: createConnectConfig needs an options object',
    );
    expect(errorOf(() => createConnectConfig({ projectId: 'x' } as ConnectConfigOptions)).message).toBe(
      'Invalid config at "networks": Required',
    );
    expect(errorOf(() => createConnectConfig({ ...valid, networks: [] })).message).toBe('Invalid config at "networks": Invalid input');
    expect(errorOf(() => createConnectConfig({ ...valid, features: { swaps: 'yes' } } as unknown as ConnectConfigOptions)).message).toBe(
      'Invalid config at "features.swaps": Invalid input',
    );
    expect(errorOf(() => createConnectConfig({ ...valid, feature: {} } as unknown as ConnectConfigOptions)).message).toBe(
      'Invalid config: Unknown option "feature"',
    );
    expect(errorOf(() => createConnectConfig({ ...valid, endpoints: { relay: 'ftp://x' } })).message).toBe(
      'Invalid config at "endpoints.relay": Invalid input',
    );
    expect(errorOf(() => createConnectConfig({ ...valid, themeMode: 'blue' } as unknown as ConnectConfigOptions)).path).toBe('themeMode');
  });

  it('rejects an EVM chain id of 2^31 or more, duplicate networks and a default outside the list', () => {
    const huge = { ...mainnet, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` as const };
    expect(errorOf(() => createConnectConfig({ ...valid, networks: [huge] })).message).toBe('Invalid config at "networks.0": Invalid chainId');
    expect(errorOf(() => createConnectConfig({ ...valid, networks: [mainnet, mainnet] })).message).toContain('listed twice');
    expect(errorOf(() => createConnectConfig({ ...valid, defaultNetwork: base })).path).toBe('defaultNetwork');
  });

  it('needs a network of the namespace for each adapter', () => {
    expect(errorOf(() => createConnectConfig({ ...valid, adapters: [inertAdapter('solana')] })).message).toBe(
      'Invalid config at "adapters": no network of namespace solana is configured',
    );
  });

  it('applies the feature defaults and orders of the specification, with the features not built yet off', () => {
    const { options } = createConnectConfig(valid);
    // Email is on by default but needs the embedded wallet's connector, which this config lacks.
    expect(options.features).toEqual({ ...DEFAULT_FEATURES, email: false, socials: false });
    expect(DEFAULT_FEATURES.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(DEFAULT_FEATURES.email).toBe(true);
    for (const on of ['swaps', 'onramp', 'receive', 'send', 'history', 'analytics', 'allWallets'] as const) {
      expect(options.features[on]).toBe(true);
    }
    for (const off of ['email', 'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(options.features[off]).toBe(false);
    }
    expect(options.features.socials).toBe(false);
    expect(options.features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(options.features.connectorTypeOrder).toEqual([
      'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended',
    ]);
    expect(options.defaultAccountTypes).toMatchObject({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
    expect(options.endpoints.blockchainApi).toMatch(/^https:\/\//);
    expect(options.endpoints.relay).toMatch(/^wss:\/\//);
    expect(options.defaultNetwork).toBe(mainnet);
  });

  it('keeps overrides and carries theme options for the renderer', () => {
    const { options } = createConnectConfig({
      ...valid,
      features: { swaps: false, history: false },
      themeMode: 'dark',
      themeVariables: { '--accent': '#ff0000' },
      endpoints: { blockchainApi: 'http://127.0.0.1:9000' },
    });
    expect(options.features.swaps).toBe(false);
    expect(options.features.history).toBe(false);
    expect(options.features.receive).toBe(true);
    expect(options.themeMode).toBe('dark');
    expect(options.themeVariables).toEqual({ '--accent': '#ff0000' });
    expect(options.endpoints.blockchainApi).toBe('http://127.0.0.1:9000');
    expect(options.endpoints.walletDirectory).toMatch(/^https:\/\//);
  });

  it('rejects turning on a feature that is not available yet, naming it', () => {
    for (const name of ['pay', 'smartSessions'] as const) {
      const error = errorOf(() => createConnectConfig({ ...valid, features: { [name]: true } }));
      expect(error.message).toBe(`features.${name} is not available yet`);
      expect(error.path).toBe(`features.${name}`);
    }
  });

  it('turns email on only with the embedded wallet connector (id auth), whatever features.email asks', () => {
    const auth = { id: 'auth', setup: () => () => undefined };
    const other = { id: 'walletConnect', setup: () => () => undefined };
    expect(createConnectConfig({ ...valid, connectors: [auth] }).options.features.email).toBe(true);
    expect(createConnectConfig({ ...valid, connectors: [auth], features: { email: true } }).options.features.email).toBe(true);
    expect(createConnectConfig({ ...valid, connectors: [auth], features: { email: false } }).options.features.email).toBe(false);
    expect(createConnectConfig({ ...valid, features: { email: true } }).options.features.email).toBe(false);
    expect(createConnectConfig({ ...valid, connectors: [other], features: { email: true } }).options.features.email).toBe(false);
    expect(createConnectConfig({ ...valid, networks: [bitcoin], connectors: [auth] }).options.features.email).toBe(false);
  });

  it('offers the socials, in the list and order of the config, only with the embedded wallet connector', () => {
    const auth = { id: 'auth', setup: () => () => undefined };
    expect(createConnectConfig({ ...valid, connectors: [auth] }).options.features.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(createConnectConfig({ ...valid, connectors: [auth], features: { socials: ['github', 'google'] } }).options.features.socials).toEqual(['github', 'google']);
    expect(createConnectConfig({ ...valid, connectors: [auth], features: { socials: false } }).options.features.socials).toBe(false);
    expect(createConnectConfig({ ...valid, features: { socials: ['github'] } }).options.features.socials).toBe(false);
    expect(errorOf(() => createConnectConfig({ ...valid, connectors: [auth], features: { socials: ['myspace' as 'github'] } })).message).toMatch(/^Invalid config at "features.socials/);
  });

  it('turns email and socials off when no eip155 or solana network is configured', () => {
    expect(createConnectConfig({ ...valid, networks: [bitcoin] }).options.features).toMatchObject({ email: false, socials: false });
    expect(createConnectConfig({ ...valid, networks: [solana] }).options.embeddedWalletAvailable).toBe(true);
  });

  it('orders connect methods by whether an installed wallet is found', () => {
    // The specification's orders, with email and socials on (as they will be once they exist).
    const withLogins = { ...DEFAULT_FEATURES, email: true, socials: ['google'] as const };
    expect(getConnectMethodsOrder(withLogins, true)).toEqual(['wallet', 'email', 'social']);
    expect(getConnectMethodsOrder(withLogins, false)).toEqual(['email', 'social', 'wallet']);
    expect(getConnectMethodsOrder(DEFAULT_FEATURES, false)).toEqual(['email', 'social', 'wallet']);
    expect(getConnectMethodsOrder({ ...DEFAULT_FEATURES, email: false, socials: false }, false)).toEqual(['wallet']);
    expect(getConnectMethodsOrder({ ...withLogins, connectMethodsOrder: ['social', 'wallet'] }, true)).toEqual(['social', 'wallet']);
  });

  it('gives two configs on one page separate state', () => {
    const a = createConnectConfig(valid);
    const b = createConnectConfig({ ...valid, storage: memoryStorage() });
    a._internal.modal.open();
    connectTestAccount(a, { address: '0x1' });
    expect(a._internal.modal.get().open).toBe(true);
    expect(b._internal.modal.get().open).toBe(false);
    expect(b._internal.accounts.get('eip155').address).toBeUndefined();
    expect(a.store).not.toBe(b.store);
  });
});
