import type { CoreContext } from '../context.js';
import { accountsAtom, modalAtom, routerAtom, siwxAtom } from '../state/atoms.js';
import type { RouterData, RouterState, View } from '../state/types.js';
import { decideNavigation } from './navigationPolicy.js';
import type { NavigationEvent, NavigationOutcome, NavigationSnapshot } from './navigationPolicy.js';

/** Applies the navigation policy to a config's router and modal. */
export interface Navigator {
  /** Decides what an event does (by the policy table) and does it; returns the outcome. */
  dispatch(event: NavigationEvent): NavigationOutcome;
  /** What the policy would do, without doing it. */
  decide(event: NavigationEvent): NavigationOutcome;
  /** Low-level stack operations, for the transaction stack. */
  setStack(view: View, history: readonly View[], data: RouterData | undefined, direction: RouterState['direction']): void;
}

/** Creates the navigator; `onOpen` runs the opening's side work (prefetch), `isConnected` reads the accounts. */
export function createNavigator(ctx: CoreContext, hooks: { onOpen(): void; onClose(): void }): Navigator {
  const { store, options, events, platform } = ctx;
  const router = () => store.get(routerAtom);
  const setRouter = (next: Partial<RouterState>) => store.set(routerAtom, { ...router(), ...next });
  const connected = () =>
    Object.values(store.get(accountsAtom)).some((account) => account?.status === 'connected' && account.address !== undefined);

  const snapshot = (): NavigationSnapshot => {
    const { view, history } = router();
    const siwx = store.get(siwxAtom);
    return {
      open: store.get(modalAtom).open,
      view,
      history,
      connected: connected(),
      embedded: options.enableEmbedded,
      hasAdapters: options.adapters.length > 0,
      manualWCControl: options.manualWCControl,
      mobile: platform.isMobile(),
      signInRequired: siwx.required,
      hasSession: siwx.hasSession,
    };
  };

  const apply = (outcome: NavigationOutcome) => {
    switch (outcome.kind) {
      case 'open': {
        setRouter({ view: outcome.view, history: [outcome.view], data: outcome.data, direction: 'next' });
        const isConnected = connected();
        store.set(modalAtom, { ...store.get(modalAtom), open: true });
        events.emit('track', { event: 'MODAL_OPEN', properties: { connected: isConnected } });
        events.emit('modal:open', { connected: isConnected });
        hooks.onOpen();
        return;
      }
      case 'close': {
        const modal = store.get(modalAtom);
        if (!modal.open) return;
        store.set(modalAtom, { ...modal, open: false, loading: false });
        hooks.onClose();
        events.emit('track', { event: 'MODAL_CLOSE', properties: { connected: connected() } });
        events.emit('modal:close', { transactionStackEmpty: router().transactionStack.length === 0 });
        return;
      }
      case 'reset':
        setRouter({ view: outcome.view, history: [outcome.view], data: undefined, direction: 'next' });
        return;
      case 'push': {
        const state = router();
        setRouter({ view: outcome.view, history: [...state.history, outcome.view], data: outcome.data, direction: 'next' });
        return;
      }
      case 'pop': {
        const history = router().history.slice(0, -1);
        setRouter({ view: history[history.length - 1] ?? 'Connect', history, data: undefined, direction: 'prev' });
        return;
      }
      case 'none':
      case 'refuse':
        return;
    }
  };

  return {
    decide: (event) => decideNavigation(event, snapshot()).outcome,
    dispatch(event) {
      const { outcome } = decideNavigation(event, snapshot());
      apply(outcome);
      return outcome;
    },
    setStack(view, history, data, direction) {
      setRouter({ view, history, data, direction });
    },
  };
}
