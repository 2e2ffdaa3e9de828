import type { CoreContext } from '../context.js';
import { routerAtom } from '../state/atoms.js';
import type { RouterData, RouterState, TransactionAction, View } from '../state/types.js';

/** View stack operations. */
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

/** Creates the router over a config's store; `closeModal` is how going back closes the modal. */
export function createRouterController(ctx: CoreContext, closeModal: () => void): RouterController {
  const { store } = ctx;
  const get = () => store.get(routerAtom);
  const set = (next: Partial<RouterState>) => store.set(routerAtom, { ...get(), ...next });

  const controller: RouterController = {
    get,
    push(view, data) {
      const state = get();
      if (view === state.view) return;
      set({ view, history: [...state.history, view], data, direction: 'next' });
    },
    replace(view, data) {
      const state = get();
      const history = state.history.length > 0 ? [...state.history.slice(0, -1), view] : [view];
      set({ view, history, data, direction: 'next' });
    },
    goBack() {
      const state = get();
      if (state.view === 'UnsupportedChain' || state.history.length <= 1) {
        closeModal();
        return;
      }
      const history = state.history.slice(0, -1);
      const view = history[history.length - 1] ?? 'Connect';
      set({ view, history, data: undefined, direction: 'prev' });
    },
    reset(view, data) {
      set({ view, history: [view], data, direction: 'next' });
    },
    pushTransactionStack(action) {
      const state = get();
      set({ transactionStack: [...state.transactionStack, action] });
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
        if (previous) set({ view: previous, history: history.slice(0, -1), direction: 'prev' });
      }
    },
  };
  return controller;
}
