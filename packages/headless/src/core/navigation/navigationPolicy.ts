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
  | { readonly type: 'networkSwitched' }
  /** The connected account has no sign-in session (or its signature was declined): ask for one. */
  | { readonly type: 'signInNeeded' }
  /** The visitor asked to sign: the wallet's prompt is up. */
  | { readonly type: 'signInPending' }
  /** The account signed in. */
  | { readonly type: 'signedIn' }
  /** Sign-in could not start (SPEC 8): back to Connect. */
  | { readonly type: 'signInInitFailed' };

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
  /** Stable name of the row (the comment above each row says where the rule comes from). */
  readonly id: string;
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
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingFarcaster',
  'ConnectingSocial',
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
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
]);

/** Views whose close is disabled while sign-in is required and no session exists. */
export const SIGN_IN_VIEWS: ReadonlySet<View> = new Set(['ApproveTransaction', 'SIWXSignMessage', 'ConnectingSiwe']);

/** The screens of signing in. */
export const SIGN_IN_FLOW_VIEWS: ReadonlySet<View> = new Set(['SIWXSignMessage', 'ConnectingSiwe']);

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
  // SPEC 2: no adapters and no connected address, or manual WalletConnect control
  rule({
    id: 'open.walletConnectOnly',
    on: 'open',
    when: (s) => (!s.hasAdapters && !s.connected) || s.manualWCControl,
    then: (s) => ({ kind: 'open', view: s.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }),
  }),
  // SPEC 2: a requested view (Swap takes the arguments as swap data)
  rule({
    id: 'open.requested',
    on: 'open',
    when: (_s, e) => e.view !== undefined,
    then: (_s, e) => {
      const view = e.view as View;
      const data = view === 'Swap' && e.data ? { swap: e.data } : e.data;
      return data ? { kind: 'open', view, data } : { kind: 'open', view };
    },
  }),
  // SPEC 2: Account if an address is connected
  rule({ id: 'open.account', on: 'open', when: (s) => s.connected, then: () => ({ kind: 'open', view: 'Account' }) }),
  // SPEC 2: else Connect
  rule({ id: 'open.connect', on: 'open', when: always, then: () => ({ kind: 'open', view: 'Connect' }) }),

  // The view stack (specification section 2).
  // SPEC 2: pushing the current view is ignored
  rule({ id: 'push.same', on: 'push', when: (s, e) => s.view === e.view, then: () => none }),
  // SPEC 2: push
  rule({
    id: 'push',
    on: 'push',
    when: always,
    then: (_s, e) => (e.data ? { kind: 'push', view: e.view, data: e.data } : { kind: 'push', view: e.view }),
  }),
  // SPEC 2: back on UnsupportedChain closes
  rule({ id: 'back.unsupportedChain', on: 'back', when: (s) => s.view === 'UnsupportedChain', then: () => ({ kind: 'close' }) }),
  // SPEC 2: back with one entry left closes
  rule({ id: 'back.lastEntry', on: 'back', when: (s) => s.history.length <= 1, then: () => ({ kind: 'close' }) }),
  // SPEC 2: back
  rule({ id: 'back', on: 'back', when: always, then: () => ({ kind: 'pop' }) }),

  // Closing (specification section 4).
  // SPEC 4: close disabled on the approve or sign view while sign-in is required and no session exists
  rule({
    id: 'close.signInRequired',
    on: 'close',
    when: (s) => SIGN_IN_VIEWS.has(s.view) && s.signInRequired && !s.hasSession,
    then: () => ({ kind: 'refuse' }),
  }),
  // SPEC 4: close refused on ApproveTransaction unless forced
  rule({
    id: 'close.approveTransaction',
    on: 'close',
    when: (s, e) => s.view === 'ApproveTransaction' && !e.force,
    then: () => ({ kind: 'refuse' }),
  }),
  // SPEC 4: in embedded mode close goes to Account if connected, else Connect
  rule({
    id: 'close.embedded',
    on: 'close',
    when: (s) => s.embedded,
    then: (s) => ({ kind: 'reset', view: s.connected ? 'Account' : 'Connect' }),
  }),
  // SPEC 4: close
  rule({ id: 'close', on: 'close', when: always, then: () => ({ kind: 'close' }) }),

  // After a connection change (specification section 4, and what a visitor expects of an open modal).
  // SPEC 4: embedded mode shows Account once connected
  rule({
    id: 'connected.embedded',
    on: 'connected',
    when: (s) => s.embedded && CONNECT_FLOW_VIEWS.has(s.view),
    then: () => ({ kind: 'reset', view: 'Account' }),
  }),
  // a connection made in the modal closes it
  rule({
    id: 'connected.closes',
    on: 'connected',
    when: (s, e) => s.open && !e.restored && CONNECT_FLOW_VIEWS.has(s.view),
    then: () => ({ kind: 'close' }),
  }),
  // SPEC 4: embedded mode shows Connect with no connection
  rule({
    id: 'disconnected.embedded',
    on: 'disconnected',
    when: (s) => s.embedded,
    then: () => ({ kind: 'reset', view: 'Connect' }),
  }),
  // a disconnect asked from the modal or the app closes it
  rule({
    id: 'disconnected.byApp',
    on: 'disconnected',
    when: (s, e) => s.open && e.initiator === 'app',
    then: () => ({ kind: 'close' }),
  }),
  // a connection ended by the wallet or another tab leaves the account views for Connect
  rule({
    id: 'disconnected.accountViews',
    on: 'disconnected',
    when: (s) => s.open && ACCOUNT_VIEWS.has(s.view),
    then: () => ({ kind: 'reset', view: 'Connect' }),
  }),

  // Networks (specification section 4).
  // SPEC 4: a network outside the requested list opens UnsupportedChain
  rule({
    id: 'walletNetwork.unsupported',
    on: 'walletNetwork',
    when: (_s, e) => e.outcome === 'unsupported',
    then: () => ({ kind: 'open', view: 'UnsupportedChain' }),
  }),
  // a switch to a supported network while on UnsupportedChain returns to Account
  rule({
    id: 'networkSwitched.leaveUnsupported',
    on: 'networkSwitched',
    when: (s) => s.open && s.view === 'UnsupportedChain' && s.connected,
    then: () => ({ kind: 'reset', view: 'Account' }),
  }),

  // Signing in (specification section 4, sign-in flow).
  // SPEC 4: open SIWXSignMessage if the wallet has no session (decline reopens it, with its error)
  rule({ id: 'signInNeeded', on: 'signInNeeded', when: always, then: () => ({ kind: 'open', view: 'SIWXSignMessage' }) }),
  // the wallet's prompt is up: ConnectingSiwe waits for it
  rule({
    id: 'signInPending',
    on: 'signInPending',
    when: (s) => s.open && s.view === 'SIWXSignMessage',
    then: () => ({ kind: 'push', view: 'ConnectingSiwe' }),
  }),
  // SPEC 4: sign, store session, close
  rule({
    id: 'signedIn.closes',
    on: 'signedIn',
    when: (s) => s.open && SIGN_IN_FLOW_VIEWS.has(s.view),
    then: () => ({ kind: 'close' }),
  }),
  // SPEC 8: sign-in init failure resets to Connect
  rule({ id: 'signInInitFailed', on: 'signInInitFailed', when: (s) => s.open, then: () => ({ kind: 'reset', view: 'Connect' }) }),
];

/** The outcome of an event and the id of the row that decided it ('none' when no row applies). */
export function decideNavigation(event: NavigationEvent, state: NavigationSnapshot): { readonly rule: string; readonly outcome: NavigationOutcome } {
  for (const row of NAVIGATION_RULES) {
    if (row.on === event.type && row.when(state, event as never)) return { rule: row.id, outcome: row.then(state, event as never) };
  }
  return { rule: 'none', outcome: none };
}
