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
  /**
   * Goes back; with one entry left, or on UnsupportedChain, closes the modal instead. On the view of the top
   * wallet request (an approval awaiting the visitor), going back cancels that request.
   */
  goBack(): void;
  /** Starts over at `view` (a stack of one). */
  reset(view: View, data?: RouterData): void;
  /** Starts a wallet request: shows its view (with its data), if it has one, above the current one. */
  pushTransactionStack(action: TransactionAction): void;
  /**
   * Ends a wallet request (the top one, or `action` wherever it is): runs its callback and returns to where the user
   * was. An action no longer on the stack is left alone.
   */
  popTransactionStack(result: 'success' | 'cancel' | 'error', action?: TransactionAction): void;
  /** Cancels the requests that await the visitor on a view (the modal was closed under them); the others stay. */
  cancelTransactionViews(): void;
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
      const state = get();
      const top = state.transactionStack[state.transactionStack.length - 1];
      if (top && top.view !== null && top.view === state.view) controller.popTransactionStack('cancel');
      else navigator().dispatch({ type: 'back' });
    },
    reset(view, data) {
      navigator().setStack(view, [view], data, 'next');
    },
    pushTransactionStack(action) {
      set({ transactionStack: [...get().transactionStack, action] });
      if (action.view !== null) controller.push(action.view, action.data);
    },
    popTransactionStack(result, which) {
      const stack = get().transactionStack;
      const index = which ? stack.lastIndexOf(which) : stack.length - 1;
      const action = stack[index];
      if (!action) return;
      set({ transactionStack: [...stack.slice(0, index), ...stack.slice(index + 1)] });
      if (result === 'success') action.onSuccess?.();
      else action.onCancel?.();
      // Only the request whose view is shown moves the modal.
      if (action.view === null || get().view !== action.view) return;
      if (action.goBack) navigator().dispatch({ type: 'back' });
      else if (action.replace) {
        const history = get().history;
        const previous = history[history.length - 2];
        if (previous) navigator().setStack(previous, history.slice(0, -1), undefined, 'prev');
      }
    },
    cancelTransactionViews() {
      const stack = get().transactionStack;
      const waiting = stack.filter((action) => action.view !== null);
      if (waiting.length === 0) return;
      set({ transactionStack: stack.filter((action) => action.view === null) });
      for (const action of waiting.reverse()) action.onCancel?.();
    },
  };
  return controller;
}
