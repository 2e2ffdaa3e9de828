import type { CoreContext } from '../context.js';
import { decideNavigation } from '../navigation/navigationPolicy.js';
import type { Navigator } from '../navigation/createNavigator.js';
import { modalAtom } from '../state/atoms.js';
import type { ModalState, RouterData, View } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';

/** Arguments of `open`. */
export interface OpenOptions {
  view?: View;
  /** Arguments for the view; for Swap these become the swap data. */
  data?: RouterData;
  namespace?: ChainNamespace;
}

/** Modal operations. */
export interface ModalController {
  get(): ModalState;
  open(options?: OpenOptions): void;
  /** Closes the modal; returns false when closing is refused. `force` overrides the ApproveTransaction rule. */
  close(options?: { force?: boolean }): boolean;
  /** Whether the close button is disabled on the current view. */
  isCloseDisabled(): boolean;
  shake(): void;
  setLoading(loading: boolean, namespace?: ChainNamespace): void;
  /** Registers work to start on every open (wallet and network prefetch); returns an unregister function. */
  onPrefetch(task: () => Promise<unknown> | void): () => void;
  /** Runs the prefetch tasks of an opening (the navigator calls it). */
  startOpening(): void;
  /** Ends an opening (the navigator calls it). */
  endOpening(): void;
}

/** How long the shake flag stays on. */
export const SHAKE_DURATION_MS = 500;

/** Chooses the view to show on open, by the four rules of the specification, in order (the policy's open rows). */
export function chooseInitialView(input: {
  hasAdapters: boolean;
  isConnected: boolean;
  manualWCControl: boolean;
  isMobile: boolean;
  requestedView: View | undefined;
}): View {
  const { outcome } = decideNavigation(input.requestedView ? { type: 'open', view: input.requestedView } : { type: 'open' }, {
    open: false,
    view: 'Connect',
    history: ['Connect'],
    connected: input.isConnected,
    embedded: false,
    hasAdapters: input.hasAdapters,
    manualWCControl: input.manualWCControl,
    mobile: input.isMobile,
    signInRequired: false,
    hasSession: false,
  });
  return outcome.kind === 'open' ? outcome.view : 'Connect';
}

/** Creates the modal controller. */
export function createModalController(ctx: CoreContext, navigator: () => Navigator): ModalController {
  const { store, clock, events } = ctx;
  const get = () => store.get(modalAtom);
  const set = (next: Partial<ModalState>) => store.set(modalAtom, { ...get(), ...next });
  const prefetchTasks = new Set<() => Promise<unknown> | void>();
  let shakeTimer: ReturnType<typeof clock.setTimeout> | undefined;
  let openGeneration = 0;

  const controller: ModalController = {
    get,
    open(openOptions = {}) {
      if (openOptions.namespace) set({ namespace: openOptions.namespace });
      navigator().dispatch({
        type: 'open',
        ...(openOptions.view ? { view: openOptions.view } : {}),
        ...(openOptions.data ? { data: openOptions.data } : {}),
      });
    },
    close(closeOptions = {}) {
      return navigator().dispatch({ type: 'close', ...(closeOptions.force ? { force: true } : {}) }).kind !== 'refuse';
    },
    isCloseDisabled() {
      // Only the sign-in rule refuses a forced close.
      return navigator().decide({ type: 'close', force: true }).kind === 'refuse';
    },
    shake() {
      if (shakeTimer !== undefined) clock.clearTimeout(shakeTimer);
      set({ shake: true });
      shakeTimer = clock.setTimeout(() => {
        shakeTimer = undefined;
        set({ shake: false });
      }, SHAKE_DURATION_MS);
    },
    setLoading(loading, namespace) {
      if (namespace) set({ loadingNamespaceMap: { ...get().loadingNamespaceMap, [namespace]: loading } });
      else set({ loading });
    },
    onPrefetch(task) {
      prefetchTasks.add(task);
      return () => prefetchTasks.delete(task);
    },
    startOpening() {
      openGeneration += 1;
      const generation = openGeneration;
      set({ loading: prefetchTasks.size > 0 });
      if (prefetchTasks.size === 0) return;
      const work = [...prefetchTasks].map(async (task) => {
        try {
          await task();
        } catch (error) {
          events.emit('error', { error, source: 'prefetch' });
        }
      });
      void Promise.all(work).then(() => {
        if (generation === openGeneration && get().open) set({ loading: false });
      });
    },
    endOpening() {
      openGeneration += 1;
    },
  };
  return controller;
}
