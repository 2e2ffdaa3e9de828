import type { RouterData, View } from '../state/types.js';

/** What can move the modal: the visitor, the app, the wallet or the connection. */
export type NavigationEvent =
  | { readonly type: 'open'; readonly view?: View; readonly data?: RouterData }
  | { readonly type: 'push'; readonly view: View; readonly data?: RouterData }
  | { readonly type: 'back' }
  | { readonly type: 'close'; readonly force?: boolean }
  /** A namespace became connected (`restored`: on load, without the visitor). */
  | { readonly type: 'connected'; readonly restored: boolean }
  /** The last connected namespace went; `initiator` tells who ended it. */
  | { readonly type: 'disconnected'; readonly initiator: 'app' | 'wallet' | 'other-tab' }
  /** The wallet reported a network; `outcome` is the network rule's verdict. */
  | { readonly type: 'walletNetwork'; readonly outcome: 'supported' | 'unsupported' | 'allowed' }
  /** The app switched networks (the wallet followed). */
  | { readonly type: 'networkSwitched' };

/** What the policy reads of the state. */
export interface NavigationSnapshot {
  readonly open: boolean;
  readonly view: View;
  readonly history: readonly View[];
  readonly connected: boolean;
  readonly embedded: boolean;
  readonly hasAdapters: boolean;
  readonly manualWCControl: boolean;
  readonly mobile: boolean;
  readonly signInRequired: boolean;
  readonly hasSession: boolean;
}

/** What to do. `open` starts a stack of one at the view and opens the modal; `close` closes it, whatever the view. */
export type NavigationOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly view: View; readonly data?: RouterData }
  | { readonly kind: 'reset'; readonly view: View }
  | { readonly kind: 'push'; readonly view: View; readonly data?: RouterData }
  | { readonly kind: 'pop' }
  | { readonly kind: 'close' }
  | { readonly kind: 'refuse' };

type EventOf<T extends NavigationEvent['type']> = Extract<NavigationEvent, { type: T }>;

/** One row of the policy: on an event, when a condition holds, an outcome. */
export interface NavigationRule<T extends NavigationEvent['type'] = NavigationEvent['type']> {
  readonly id: string;
  /** Where the rule comes from: the specification's section, or what a visitor expects. */
  readonly source: string;
  readonly on: T;
  readonly when: (state: NavigationSnapshot, event: EventOf<T>) => boolean;
  readonly then: (state: NavigationSnapshot, event: EventOf<T>) => NavigationOutcome;
}

/** The screens of connecting: leaving them is what a new connection does. */
export const CONNECT_FLOW_VIEWS: ReadonlySet<View> = new Set([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]);

/** Screens that show the connected account; with no account left they have nothing to show. */
export const ACCOUNT_VIEWS: ReadonlySet<View> = new Set([
  'Account',
  'Networks',
  'Receive',
  'UnsupportedChain',
  'Send',
  'SendPreview',
  'Swap',
  'SwapPreview',
  'TokenSelect',
  'Onramp',
  'OnrampProviders',
  'BuyInProgress',
  'Transactions',
]);

/** Views whose close is disabled while sign-in is required and no session exists. */
export const SIGN_IN_VIEWS: ReadonlySet<View> = new Set(['ApproveTransaction', 'SIWXSignMessage']);

function rule<T extends NavigationEvent['type']>(row: NavigationRule<T>): NavigationRule {
  return row as unknown as NavigationRule;
}

const none: NavigationOutcome = { kind: 'none' };
const always = () => true;

/**
 * Every navigation rule, as one table read top to bottom: for an event, the first row whose condition holds
 * decides. The router, the modal and the connection layer only report events; none of them picks a view.
 */
export const NAVIGATION_RULES: readonly NavigationRule[] = [
  // Choosing the view on open (specification section 2, rules 1 to 4, in order).
  rule({
    id: 'open.walletConnectOnly',
    source: 'SPEC 2: no adapters and no connected address, or manual WalletConnect control',
    on: 'open',
    when: (s) => (!s.hasAdapters && !s.connected) || s.manualWCControl,
    then: (s) => ({ kind: 'open', view: s.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }),
  }),
  rule({
    id: 'open.requested',
    source: 'SPEC 2: a requested view (Swap takes the arguments as swap data)',
    on: 'open',
    when: (_s, e) => e.view !== undefined,
    then: (_s, e) => {
      const view = e.view as View;
      const data = view === 'Swap' && e.data ? { swap: e.data } : e.data;
      return data ? { kind: 'open', view, data } : { kind: 'open', view };
    },
  }),
  rule({ id: 'open.account', source: 'SPEC 2: Account if an address is connected', on: 'open', when: (s) => s.connected, then: () => ({ kind: 'open', view: 'Account' }) }),
  rule({ id: 'open.connect', source: 'SPEC 2: else Connect', on: 'open', when: always, then: () => ({ kind: 'open', view: 'Connect' }) }),

  // The view stack (specification section 2).
  rule({ id: 'push.same', source: 'SPEC 2: pushing the current view is ignored', on: 'push', when: (s, e) => s.view === e.view, then: () => none }),
  rule({
    id: 'push',
    source: 'SPEC 2: push',
    on: 'push',
    when: always,
    then: (_s, e) => (e.data ? { kind: 'push', view: e.view, data: e.data } : { kind: 'push', view: e.view }),
  }),
  rule({ id: 'back.unsupportedChain', source: 'SPEC 2: back on UnsupportedChain closes', on: 'back', when: (s) => s.view === 'UnsupportedChain', then: () => ({ kind: 'close' }) }),
  rule({ id: 'back.lastEntry', source: 'SPEC 2: back with one entry left closes', on: 'back', when: (s) => s.history.length <= 1, then: () => ({ kind: 'close' }) }),
  rule({ id: 'back', source: 'SPEC 2: back', on: 'back', when: always, then: () => ({ kind: 'pop' }) }),

  // Closing (specification section 4).
  rule({
    id: 'close.signInRequired',
    source: 'SPEC 4: close disabled on the approve or sign view while sign-in is required and no session exists',
    on: 'close',
    when: (s) => SIGN_IN_VIEWS.has(s.view) && s.signInRequired && !s.hasSession,
    then: () => ({ kind: 'refuse' }),
  }),
  rule({
    id: 'close.approveTransaction',
    source: 'SPEC 4: close refused on ApproveTransaction unless forced',
    on: 'close',
    when: (s, e) => s.view === 'ApproveTransaction' && !e.force,
    then: () => ({ kind: 'refuse' }),
  }),
  rule({
    id: 'close.embedded',
    source: 'SPEC 4: in embedded mode close goes to Account if connected, else Connect',
    on: 'close',
    when: (s) => s.embedded,
    then: (s) => ({ kind: 'reset', view: s.connected ? 'Account' : 'Connect' }),
  }),
  rule({ id: 'close', source: 'SPEC 4: close', on: 'close', when: always, then: () => ({ kind: 'close' }) }),

  // After a connection change (specification section 4, and what a visitor expects of an open modal).
  rule({
    id: 'connected.embedded',
    source: 'SPEC 4: embedded mode shows Account once connected',
    on: 'connected',
    when: (s) => s.embedded && CONNECT_FLOW_VIEWS.has(s.view),
    then: () => ({ kind: 'reset', view: 'Account' }),
  }),
  rule({
    id: 'connected.closes',
    source: 'a connection made in the modal closes it',
    on: 'connected',
    when: (s, e) => s.open && !e.restored && CONNECT_FLOW_VIEWS.has(s.view),
    then: () => ({ kind: 'close' }),
  }),
  rule({
    id: 'disconnected.embedded',
    source: 'SPEC 4: embedded mode shows Connect with no connection',
    on: 'disconnected',
    when: (s) => s.embedded,
    then: () => ({ kind: 'reset', view: 'Connect' }),
  }),
  rule({
    id: 'disconnected.byApp',
    source: 'a disconnect asked from the modal or the app closes it',
    on: 'disconnected',
    when: (s, e) => s.open && e.initiator === 'app',
    then: () => ({ kind: 'close' }),
  }),
  rule({
    id: 'disconnected.accountViews',
    source: 'a connection ended by the wallet or another tab leaves the account views for Connect',
    on: 'disconnected',
    when: (s) => s.open && ACCOUNT_VIEWS.has(s.view),
    then: () => ({ kind: 'reset', view: 'Connect' }),
  }),

  // Networks (specification section 4).
  rule({
    id: 'walletNetwork.unsupported',
    source: 'SPEC 4: a network outside the requested list opens UnsupportedChain',
    on: 'walletNetwork',
    when: (_s, e) => e.outcome === 'unsupported',
    then: () => ({ kind: 'open', view: 'UnsupportedChain' }),
  }),
  rule({
    id: 'networkSwitched.leaveUnsupported',
    source: 'a switch to a supported network while on UnsupportedChain returns to Account',
    on: 'networkSwitched',
    when: (s) => s.open && s.view === 'UnsupportedChain' && s.connected,
    then: () => ({ kind: 'reset', view: 'Account' }),
  }),
];

/** The outcome of an event and the id of the row that decided it ('none' when no row applies). */
export function decideNavigation(event: NavigationEvent, state: NavigationSnapshot): { readonly rule: string; readonly outcome: NavigationOutcome } {
  for (const row of NAVIGATION_RULES) {
    if (row.on === event.type && row.when(state, event as never)) return { rule: row.id, outcome: row.then(state, event as never) };
  }
  return { rule: 'none', outcome: none };
}
