import type { CoreContext } from '../context.js';
import type { Navigator } from '../navigation/createNavigator.js';
import { routerAtom } from '../state/atoms.js';
import type { RouterData, RouterState, TransactionAction, View } from '../state/types.js';

/** View stack operations; where a move leads is the navigation policy's decision. */
export interface RouterController {
  get(): RouterState;
  /** Pushes a view; pushing the current view again is ignored. */
  push(view: View, data?: RouterData): void;
  /** Replaces the current view. */
  replace(view: View, data?: RouterData): void;
  /** Goes back; with one entry left, or on UnsupportedChain, closes the modal instead. */
  goBack(): void;
  /** Starts over at `view` (a stack of one). */
  reset(view: View, data?: RouterData): void;
  pushTransactionStack(action: TransactionAction): void;
  /** Ends the top wallet request: runs its callback and returns to where the user was. */
  popTransactionStack(result: 'success' | 'cancel' | 'error'): void;
}

/** Creates the router over a config's store and navigator. */
export function createRouterController(ctx: CoreContext, navigator: () => Navigator): RouterController {
  const { store } = ctx;
  const get = () => store.get(routerAtom);
  const set = (next: Partial<RouterState>) => store.set(routerAtom, { ...get(), ...next });

  const controller: RouterController = {
    get,
    push(view, data) {
      navigator().dispatch(data ? { type: 'push', view, data } : { type: 'push', view });
    },
    replace(view, data) {
      const state = get();
      const history = state.history.length > 0 ? [...state.history.slice(0, -1), view] : [view];
      navigator().setStack(view, history, data, 'next');
    },
    goBack() {
      navigator().dispatch({ type: 'back' });
    },
    reset(view, data) {
      navigator().setStack(view, [view], data, 'next');
    },
    pushTransactionStack(action) {
      set({ transactionStack: [...get().transactionStack, action] });
      if (action.view !== null) controller.push(action.view);
    },
    popTransactionStack(result) {
      const state = get();
      const action = state.transactionStack[state.transactionStack.length - 1];
      if (!action) return;
      set({ transactionStack: state.transactionStack.slice(0, -1) });
      if (result === 'success') action.onSuccess?.();
      else action.onCancel?.();
      if (action.view === null) return;
      if (action.goBack) controller.goBack();
      else if (action.replace) {
        const history = get().history;
        const previous = history[history.length - 2];
        if (previous) navigator().setStack(previous, history.slice(0, -1), undefined, 'prev');
      }
    },
  };
  return controller;
}
