import { createTestSiwx } from '../testing/testSiwx.js';
import { describe, expect, it } from 'vitest';
import type { TrackEvent } from '../events/index.js';
import { connectTestAccount } from '../testing/connectTestAccount.js';
import { createTestConfig } from '../testing/testConfig.js';
import { chooseInitialView } from './createModalController.js';

const connect = (config: ReturnType<typeof createTestConfig>) => connectTestAccount(config);

describe('initial view on open (rules 1 to 4, in order)', () => {
  it('rule 1: no adapters and no connected address opens ConnectingWalletConnectBasic, or AllWallets on mobile', () => {
    expect(createOpened({ adapters: [] })._internal.router.get().view).toBe('ConnectingWalletConnectBasic');
    expect(createOpened({ adapters: [], mobile: true })._internal.router.get().view).toBe('AllWallets');
  });

  it('rule 1: manual WalletConnect control wins even with adapters, a requested view or a connection', () => {
    const config = createTestConfig({ manualWCControl: true });
    connect(config);
    config._internal.modal.open({ view: 'Account' });
    expect(config._internal.router.get().view).toBe('ConnectingWalletConnectBasic');
    const mobile = createTestConfig({ manualWCControl: true, mobile: true });
    mobile._internal.modal.open();
    expect(mobile._internal.router.get().view).toBe('AllWallets');
  });

  it('rule 1 does not apply when there are no adapters but an address is connected', () => {
    const config = createTestConfig({ adapters: [] });
    connect(config);
    config._internal.modal.open();
    expect(config._internal.router.get().view).toBe('Account');
  });

  it('rule 2: a requested view is shown; Swap gets its arguments as swap data', () => {
    const config = createTestConfig();
    config._internal.modal.open({ view: 'Networks' });
    expect(config._internal.router.get().view).toBe('Networks');
    config._internal.modal.close();
    config._internal.modal.open({ view: 'Swap', data: { fromToken: 'ETH', amount: '1' } });
    expect(config._internal.router.get().view).toBe('Swap');
    expect(config._internal.router.get().data).toEqual({ swap: { fromToken: 'ETH', amount: '1' } });
  });

  it('rule 3: Account when an address is connected; rule 4: Connect otherwise', () => {
    const config = createTestConfig();
    config._internal.modal.open();
    expect(config._internal.router.get().view).toBe('Connect');
    config._internal.modal.close();
    connect(config);
    config._internal.modal.open();
    expect(config._internal.router.get().view).toBe('Account');
  });

  it('chooseInitialView applies the rules in order', () => {
    const base = { hasAdapters: true, isConnected: false, manualWCControl: false, isMobile: false, requestedView: undefined };
    expect(chooseInitialView(base)).toBe('Connect');
    expect(chooseInitialView({ ...base, isConnected: true })).toBe('Account');
    expect(chooseInitialView({ ...base, isConnected: true, requestedView: 'Networks' })).toBe('Networks');
    expect(chooseInitialView({ ...base, hasAdapters: false, requestedView: 'Networks' })).toBe('ConnectingWalletConnectBasic');
    expect(chooseInitialView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets');
  });
});

function createOpened(options: Parameters<typeof createTestConfig>[0]) {
  const config = createTestConfig(options);
  config._internal.modal.open();
  return config;
}

describe('view stack', () => {
  it('starts at Connect', () => {
    const config = createTestConfig();
    expect(config._internal.router.get().view).toBe('Connect');
    expect(config._internal.router.get().history).toEqual(['Connect']);
  });

  it('ignores a push of the current view', () => {
    const config = createOpened({});
    config._internal.router.push('AllWallets');
    config._internal.router.push('AllWallets');
    expect(config._internal.router.get().history).toEqual(['Connect', 'AllWallets']);
  });

  it('records next on push and prev on back', () => {
    const config = createOpened({});
    config._internal.router.push('AllWallets');
    expect(config._internal.router.get().direction).toBe('next');
    config._internal.router.push('ConnectingExternal', { connectorId: 'io.dev' });
    expect(config._internal.router.get().data).toEqual({ connectorId: 'io.dev' });
    config._internal.router.goBack();
    expect(config._internal.router.get()).toMatchObject({ view: 'AllWallets', direction: 'prev', history: ['Connect', 'AllWallets'] });
    expect(config._internal.modal.get().open).toBe(true);
  });

  it('closes the modal when going back with one entry left', () => {
    const config = createOpened({});
    config._internal.router.goBack();
    expect(config._internal.modal.get().open).toBe(false);
  });

  it('closes the modal when going back on UnsupportedChain, even with entries below', () => {
    const config = createOpened({});
    config._internal.router.push('Networks');
    config._internal.router.push('UnsupportedChain');
    config._internal.router.goBack();
    expect(config._internal.modal.get().open).toBe(false);
  });

  it('returns to Account after a send; a native EVM send pushes a stack entry with no view', () => {
    const config = createTestConfig();
    connect(config);
    config._internal.modal.open();
    let succeeded = 0;
    config._internal.router.pushTransactionStack({ view: null, onSuccess: () => config._internal.router.replace('Account') });
    expect(config._internal.router.get().transactionStack).toHaveLength(1);
    expect(config._internal.router.get().view).toBe('Account');
    config._internal.router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true, onSuccess: () => succeeded++ });
    expect(config._internal.router.get().view).toBe('ApproveTransaction');
    config._internal.router.popTransactionStack('success');
    expect(succeeded).toBe(1);
    expect(config._internal.router.get().view).toBe('Account');
    config._internal.router.popTransactionStack('success');
    expect(config._internal.router.get().transactionStack).toHaveLength(0);
    expect(config._internal.router.get().view).toBe('Account');
  });
});

describe('wallet requests on a view', () => {
  it('shows the view with its data; back cancels the request, and only its own view is left', () => {
    const config = createTestConfig();
    connect(config);
    config._internal.modal.open();
    const results: string[] = [];
    const data = { approval: { amount: 250n } };
    config._internal.router.pushTransactionStack({ view: 'ApproveTransaction', data, goBack: true, onSuccess: () => results.push('ok'), onCancel: () => results.push('cancel') });
    expect(config._internal.router.get()).toMatchObject({ view: 'ApproveTransaction', data });
    // Closing is refused here, so the request stays.
    expect(config._internal.modal.close()).toBe(false);
    expect(config._internal.router.get().transactionStack).toHaveLength(1);
    config._internal.router.goBack();
    expect(results).toEqual(['cancel']);
    expect(config._internal.router.get().transactionStack).toHaveLength(0);
    expect(config._internal.router.get().view).toBe('Account');
    expect(config._internal.modal.get().open).toBe(true);
  });

  it('a forced close cancels the requests awaiting the visitor and keeps the ones with no view', () => {
    const config = createTestConfig();
    connect(config);
    config._internal.modal.open();
    const results: string[] = [];
    const native = { view: null, onCancel: () => results.push('native') };
    config._internal.router.pushTransactionStack(native);
    config._internal.router.pushTransactionStack({ view: 'ApproveTransaction', onCancel: () => results.push('approval') });
    expect(config._internal.modal.close({ force: true })).toBe(true);
    expect(results).toEqual(['approval']);
    expect(config._internal.router.get().transactionStack).toEqual([native]);
  });

  it('pops a given entry wherever it is, and moves the modal only for the shown view', () => {
    const config = createTestConfig();
    connect(config);
    config._internal.modal.open();
    const results: string[] = [];
    const below = { view: null, onSuccess: () => results.push('below') };
    config._internal.router.pushTransactionStack(below);
    const shown = { view: 'ApproveTransaction' as const, goBack: true, onSuccess: () => results.push('shown') };
    config._internal.router.pushTransactionStack(shown);
    config._internal.router.popTransactionStack('success', below);
    expect(results).toEqual(['below']);
    expect(config._internal.router.get().view).toBe('ApproveTransaction');
    // Popping it again does nothing.
    config._internal.router.popTransactionStack('success', below);
    expect(results).toEqual(['below']);
    config._internal.router.popTransactionStack('success', shown);
    expect(results).toEqual(['below', 'shown']);
    expect(config._internal.router.get().view).toBe('Account');
  });
});

describe('closing', () => {
  it('is refused on ApproveTransaction unless forced', () => {
    const config = createOpened({});
    config._internal.router.push('ApproveTransaction');
    expect(config._internal.modal.close()).toBe(false);
    expect(config._internal.modal.get().open).toBe(true);
    config._internal.router.goBack();
    expect(config._internal.modal.get().open).toBe(true);
    expect(config._internal.modal.close({ force: true })).toBe(true);
    expect(config._internal.modal.get().open).toBe(false);
  });

  it('in embedded mode goes to Account when connected, else Connect', () => {
    const config = createTestConfig({ enableEmbedded: true });
    config._internal.modal.open();
    config._internal.router.push('AllWallets');
    config._internal.modal.close();
    expect(config._internal.router.get().view).toBe('Connect');
    expect(config._internal.modal.get().open).toBe(true);
    connect(config);
    config._internal.router.push('Networks');
    config._internal.modal.close();
    expect(config._internal.router.get().view).toBe('Account');
  });

  it('is disabled on the approve and sign views when sign-in is required and no session exists', () => {
    const config = createTestConfig({ siwx: createTestSiwx({ required: true }) });
    config._internal.modal.open();
    config._internal.router.push('SIWXSignMessage');
    expect(config._internal.modal.isCloseDisabled()).toBe(true);
    expect(config._internal.modal.close({ force: true })).toBe(false);
    config._internal.setSignInSession(true);
    expect(config._internal.modal.isCloseDisabled()).toBe(false);
    expect(config._internal.modal.close()).toBe(true);

    const optional = createTestConfig({ siwx: createTestSiwx({ required: false }) });
    optional._internal.modal.open();
    optional._internal.router.push('SIWXSignMessage');
    expect(optional._internal.modal.isCloseDisabled()).toBe(false);
  });

  it('emits MODAL_OPEN with the connected flag and MODAL_CLOSE, and tells whether the transaction stack was empty', () => {
    const config = createTestConfig();
    const tracked: TrackEvent[] = [];
    const closes: boolean[] = [];
    config.events.on('track', (event) => tracked.push(event));
    config.events.on('modal:close', (event) => closes.push(event.transactionStackEmpty));
    config._internal.modal.open();
    config._internal.modal.close();
    connect(config);
    config._internal.modal.open();
    config._internal.router.pushTransactionStack({ view: null });
    config._internal.modal.close();
    expect(tracked).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE', properties: { connected: false } },
      { event: 'MODAL_OPEN', properties: { connected: true } },
      { event: 'MODAL_CLOSE', properties: { connected: true } },
    ]);
    expect(closes).toEqual([true, false]);
  });
});

describe('modal state', () => {
  it('sets loading while prefetch runs on open and clears it on close', async () => {
    const config = createTestConfig();
    let release: () => void = () => {};
    config._internal.modal.onPrefetch(() => new Promise<void>((resolve) => (release = resolve)));
    config._internal.modal.open();
    expect(config._internal.modal.get()).toMatchObject({ open: true, loading: true });
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(config._internal.modal.get().loading).toBe(false);
    config._internal.modal.setLoading(true, 'eip155');
    expect(config._internal.modal.get().loadingNamespaceMap).toEqual({ eip155: true });
    config._internal.modal.close();
    expect(config._internal.modal.get()).toMatchObject({ open: false, loading: false });
  });

  it('a failing prefetch still ends loading and is reported', async () => {
    const config = createTestConfig();
    const errors: string[] = [];
    config.events.on('error', ({ source }) => errors.push(source));
    config._internal.modal.onPrefetch(() => Promise.reject(new Error('offline')));
    config._internal.modal.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(config._internal.modal.get().loading).toBe(false);
    expect(errors).toEqual(['prefetch']);
  });

  it('shakes for 500 ms', () => {
    const config = createTestConfig();
    config._internal.modal.shake();
    expect(config._internal.modal.get().shake).toBe(true);
    config.clock.advance(499);
    expect(config._internal.modal.get().shake).toBe(true);
    config.clock.advance(1);
    expect(config._internal.modal.get().shake).toBe(false);
  });
});
