import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURES } from '@connect-modal/headless';
import type { ViewLoader } from './viewRegistry.js';
import {
  CORE_VIEW_LOADERS,
  FEATURE_VIEW_LOADERS,
  WALLET_FEATURE_NAMESPACES,
  WALLET_FEATURE_VIEWS,
  createViewRegistry,
  isFeatureEnabled,
} from './viewRegistry.js';

function spyLoader(): ViewLoader & ReturnType<typeof vi.fn> {
  return vi.fn(() => Promise.resolve({ default: () => null })) as unknown as ViewLoader & ReturnType<typeof vi.fn>;
}

describe('view registry', () => {
  it('registers a feature view only when its feature is on, and never calls the loader of one that is off', () => {
    const receive = spyLoader();
    const connect = spyLoader();
    const off = createViewRegistry({ ...DEFAULT_FEATURES, receive: false }, {
      core: { Connect: connect },
      features: { Receive: { feature: 'receive', load: receive } },
    });
    expect(off.has('Receive')).toBe(false);
    expect(off.get('Receive')).toBeUndefined();
    expect(off.views).toEqual(['Connect']);
    expect(receive).not.toHaveBeenCalled();

    const on = createViewRegistry({ ...DEFAULT_FEATURES, receive: true }, {
      core: { Connect: connect },
      features: { Receive: { feature: 'receive', load: receive } },
    });
    expect(on.has('Receive')).toBe(true);
    // Registering makes a lazy component; the module is fetched only when the view renders.
    expect(receive).not.toHaveBeenCalled();
    expect(connect).not.toHaveBeenCalled();
  });

  it('has every core view the renderer draws and the Receive feature view', () => {
    const registry = createViewRegistry(DEFAULT_FEATURES);
    const enabled = Object.entries(FEATURE_VIEW_LOADERS).filter(([, entry]) => isFeatureEnabled(DEFAULT_FEATURES, entry.feature));
    expect(registry.views).toEqual([...Object.keys(CORE_VIEW_LOADERS), ...enabled.map(([view]) => view)]);
    expect(registry.views).toEqual(
      expect.arrayContaining([
        'Connect',
        'AllWallets',
        'ConnectingExternal',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'Account',
        'Networks',
        'UnsupportedChain',
        'Receive',
      ]),
    );
  });

  it('registers Send, TokenSelect and SendPreview only with the send feature on (on by default, as the specification has it)', () => {
    const on = createViewRegistry(DEFAULT_FEATURES);
    for (const view of ['Send', 'TokenSelect', 'SendPreview']) expect(on.has(view)).toBe(true);
    const off = createViewRegistry({ ...DEFAULT_FEATURES, send: false, swaps: false });
    for (const view of ['Send', 'TokenSelect', 'SendPreview']) expect(off.has(view)).toBe(false);
    expect(FEATURE_VIEW_LOADERS.Send.feature).toBe('send');
  });

  it('registers Swap and SwapPreview only with swaps on, and TokenSelect with either swaps or send on', () => {
    const on = createViewRegistry(DEFAULT_FEATURES);
    for (const view of ['Swap', 'SwapPreview', 'TokenSelect']) expect(on.has(view)).toBe(true);
    const swapsOnly = createViewRegistry({ ...DEFAULT_FEATURES, send: false });
    for (const view of ['Swap', 'SwapPreview', 'TokenSelect']) expect(swapsOnly.has(view)).toBe(true);
    const sendOnly = createViewRegistry({ ...DEFAULT_FEATURES, swaps: false });
    expect(sendOnly.has('Swap')).toBe(false);
    expect(sendOnly.has('SwapPreview')).toBe(false);
    expect(sendOnly.has('TokenSelect')).toBe(true);
    const neither = createViewRegistry({ ...DEFAULT_FEATURES, swaps: false, send: false });
    expect(neither.has('TokenSelect')).toBe(false);
  });

  it('registers Onramp, OnrampProviders and BuyInProgress only with the onramp on (on by default), Buy first for EVM and Solana accounts', () => {
    const onrampViews = ['Onramp', 'OnrampProviders', 'BuyInProgress'];
    const on = createViewRegistry(DEFAULT_FEATURES);
    for (const view of onrampViews) expect(on.has(view)).toBe(true);
    const off = createViewRegistry({ ...DEFAULT_FEATURES, onramp: false });
    for (const view of onrampViews) expect(off.has(view)).toBe(false);
    expect(off.views).toEqual(on.views.filter((view) => !onrampViews.includes(view)));
    for (const view of onrampViews) expect(FEATURE_VIEW_LOADERS[view as keyof typeof FEATURE_VIEW_LOADERS].feature).toBe('onramp');
    expect(DEFAULT_FEATURES.walletFeaturesOrder[0]).toBe('onramp');
    expect(WALLET_FEATURE_VIEWS.onramp).toBe('Onramp');
    expect(WALLET_FEATURE_NAMESPACES.onramp).toEqual(['eip155', 'solana']);
  });

  it('loads each onramp view from its own module, which exports the component the registry names', async () => {
    const names = { Onramp: 'OnrampView', OnrampProviders: 'OnrampProvidersView', BuyInProgress: 'BuyInProgressView' } as const;
    for (const [view, name] of Object.entries(names)) {
      const module = await FEATURE_VIEW_LOADERS[view as keyof typeof names].load();
      expect((module.default as { name: string }).name, view).toBe(name);
    }
  });

  it('reads boolean features and the socials list', () => {
    expect(isFeatureEnabled({ ...DEFAULT_FEATURES, socials: false }, 'socials')).toBe(false);
    expect(isFeatureEnabled({ ...DEFAULT_FEATURES, socials: [] }, 'socials')).toBe(false);
    expect(isFeatureEnabled({ ...DEFAULT_FEATURES, socials: ['google'] }, 'socials')).toBe(true);
    expect(isFeatureEnabled({ ...DEFAULT_FEATURES, pay: false }, 'pay')).toBe(false);
  });
});

describe('preloading a view', () => {
  it('renders a preloaded view in the same pass, without its loading state', async () => {
    const { createElement, Suspense } = await import('react');
    const { renderToString } = await import('react-dom/server');
    let loads = 0;
    const registry = createViewRegistry(DEFAULT_FEATURES, {
      core: {
        Connect: () => {
          loads += 1;
          return Promise.resolve({ default: () => createElement('p', null, 'connect view') });
        },
      },
      features: {},
    });
    const render = () =>
      renderToString(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(registry.get('Connect')!, { data: undefined })));
    await registry.preload('Connect');
    await registry.preload('Connect');
    expect(render()).toContain('connect view');
    expect(loads).toBe(1);
    await expect(registry.preload('Nowhere')).resolves.toBeUndefined();
  });

  it('tries a failed load again the next time', async () => {
    let attempts = 0;
    const registry = createViewRegistry(DEFAULT_FEATURES, {
      core: {
        Connect: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => null });
        },
      },
      features: {},
    });
    await expect(registry.preload('Connect')).rejects.toThrow('offline');
    await expect(registry.preload('Connect')).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
