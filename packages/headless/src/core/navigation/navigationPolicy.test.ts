import { describe, expect, it } from 'vitest';
import { NAVIGATION_RULES, decideNavigation } from './navigationPolicy.js';
import type { NavigationEvent, NavigationOutcome, NavigationSnapshot } from './navigationPolicy.js';

const closedDesktop: NavigationSnapshot = {
  open: false,
  view: 'Connect',
  history: ['Connect'],
  connected: false,
  embedded: false,
  hasAdapters: true,
  manualWCControl: false,
  mobile: false,
  signInRequired: false,
  hasSession: false,
};
const open = (patch: Partial<NavigationSnapshot> = {}): NavigationSnapshot => ({ ...closedDesktop, open: true, ...patch });

/** One case per row of the table: the state, the event, the outcome that row gives. */
const CASES: Record<string, { state: NavigationSnapshot; event: NavigationEvent; outcome: NavigationOutcome }> = {
  'open.walletConnectOnly': {
    state: { ...closedDesktop, hasAdapters: false, mobile: true },
    event: { type: 'open' },
    outcome: { kind: 'open', view: 'AllWallets' },
  },
  'open.requested': {
    state: { ...closedDesktop, connected: true },
    event: { type: 'open', view: 'Swap', data: { amount: '1' } },
    outcome: { kind: 'open', view: 'Swap', data: { swap: { amount: '1' } } },
  },
  'open.account': { state: { ...closedDesktop, connected: true }, event: { type: 'open' }, outcome: { kind: 'open', view: 'Account' } },
  'open.connect': { state: closedDesktop, event: { type: 'open' }, outcome: { kind: 'open', view: 'Connect' } },
  'push.same': { state: open({ view: 'AllWallets', history: ['Connect', 'AllWallets'] }), event: { type: 'push', view: 'AllWallets' }, outcome: { kind: 'none' } },
  push: {
    state: open(),
    event: { type: 'push', view: 'ConnectingExternal', data: { connectorId: 'io.dev' } },
    outcome: { kind: 'push', view: 'ConnectingExternal', data: { connectorId: 'io.dev' } },
  },
  'back.unsupportedChain': {
    state: open({ view: 'UnsupportedChain', history: ['Account', 'Networks', 'UnsupportedChain'], connected: true }),
    event: { type: 'back' },
    outcome: { kind: 'close' },
  },
  'back.lastEntry': { state: open(), event: { type: 'back' }, outcome: { kind: 'close' } },
  back: { state: open({ view: 'AllWallets', history: ['Connect', 'AllWallets'] }), event: { type: 'back' }, outcome: { kind: 'pop' } },
  'close.signInRequired': {
    state: open({ view: 'SIWXSignMessage', signInRequired: true, hasSession: false }),
    event: { type: 'close', force: true },
    outcome: { kind: 'refuse' },
  },
  'close.approveTransaction': { state: open({ view: 'ApproveTransaction' }), event: { type: 'close' }, outcome: { kind: 'refuse' } },
  'close.embedded': { state: open({ embedded: true, view: 'Networks', connected: true }), event: { type: 'close' }, outcome: { kind: 'reset', view: 'Account' } },
  close: { state: open({ view: 'ApproveTransaction' }), event: { type: 'close', force: true }, outcome: { kind: 'close' } },
  'connected.embedded': {
    state: open({ embedded: true, view: 'ConnectingExternal', connected: true }),
    event: { type: 'connected', restored: true },
    outcome: { kind: 'reset', view: 'Account' },
  },
  'connected.closes': {
    state: open({ view: 'ConnectingWalletConnect', connected: true }),
    event: { type: 'connected', restored: false },
    outcome: { kind: 'close' },
  },
  'disconnected.embedded': { state: open({ embedded: true, view: 'Account' }), event: { type: 'disconnected', initiator: 'wallet' }, outcome: { kind: 'reset', view: 'Connect' } },
  'disconnected.byApp': { state: open({ view: 'Account' }), event: { type: 'disconnected', initiator: 'app' }, outcome: { kind: 'close' } },
  'disconnected.accountViews': {
    state: open({ view: 'Receive', history: ['Account', 'Receive'] }),
    event: { type: 'disconnected', initiator: 'other-tab' },
    outcome: { kind: 'reset', view: 'Connect' },
  },
  'walletNetwork.unsupported': { state: closedDesktop, event: { type: 'walletNetwork', outcome: 'unsupported' }, outcome: { kind: 'open', view: 'UnsupportedChain' } },
  'networkSwitched.leaveUnsupported': {
    state: open({ view: 'UnsupportedChain', connected: true }),
    event: { type: 'networkSwitched' },
    outcome: { kind: 'reset', view: 'Account' },
  },
  signInNeeded: { state: { ...closedDesktop, connected: true }, event: { type: 'signInNeeded' }, outcome: { kind: 'open', view: 'SIWXSignMessage' } },
  signInPending: {
    state: open({ view: 'SIWXSignMessage', history: ['SIWXSignMessage'], connected: true }),
    event: { type: 'signInPending' },
    outcome: { kind: 'push', view: 'ConnectingSiwe' },
  },
  'signedIn.closes': {
    state: open({ view: 'ConnectingSiwe', history: ['SIWXSignMessage', 'ConnectingSiwe'], connected: true, signInRequired: true, hasSession: true }),
    event: { type: 'signedIn' },
    outcome: { kind: 'close' },
  },
  signInInitFailed: { state: open({ view: 'SIWXSignMessage', connected: true }), event: { type: 'signInInitFailed' }, outcome: { kind: 'reset', view: 'Connect' } },
};

describe('navigation policy', () => {
  it('has a test case for every row, and every case names a row', () => {
    expect(Object.keys(CASES).sort()).toEqual(NAVIGATION_RULES.map((rule) => rule.id).sort());
  });

  for (const rule of NAVIGATION_RULES) {
    it(rule.id, () => {
      const item = CASES[rule.id];
      expect(item).toBeDefined();
      if (!item) return;
      expect(decideNavigation(item.event, item.state)).toEqual({ rule: rule.id, outcome: item.outcome });
    });
  }

  it('leaves the email login screens once connected, and the email update screens once disconnected', () => {
    for (const view of ['EmailVerifyOtp', 'EmailVerifyDevice'] as const) {
      expect(decideNavigation({ type: 'connected', restored: false }, open({ view, connected: true })).outcome).toEqual({ kind: 'close' });
      expect(decideNavigation({ type: 'connected', restored: true }, open({ embedded: true, view, connected: true })).outcome).toEqual({ kind: 'reset', view: 'Account' });
    }
    for (const view of ['UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'] as const) {
      expect(decideNavigation({ type: 'disconnected', initiator: 'other-tab' }, open({ view, history: ['Account', view] })).outcome).toEqual({ kind: 'reset', view: 'Connect' });
    }
  });

  it('leaves the modal alone when no row applies', () => {
    expect(decideNavigation({ type: 'walletNetwork', outcome: 'supported' }, open({ view: 'Account', connected: true }))).toEqual({
      rule: 'none',
      outcome: { kind: 'none' },
    });
    expect(decideNavigation({ type: 'connected', restored: true }, open({ view: 'Connect', connected: true }))).toEqual({
      rule: 'none',
      outcome: { kind: 'none' },
    });
    expect(decideNavigation({ type: 'disconnected', initiator: 'wallet' }, closedDesktop).rule).toBe('none');
  });
});
