import type { CoreContext } from '../context.js';
import { modalAtom, routerAtom, siwxAtom } from '../state/atoms.js';
import type { ModalState, RouterData, View } from '../state/types.js';
import type { ChainNamespace } from '../validation/index.js';
import type { RouterController } from './createRouterController.js';

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
}

/** How long the shake flag stays on. */
export const SHAKE_DURATION_MS = 500;

const SIGN_IN_VIEWS: readonly View[] = ['ApproveTransaction', 'SIWXSignMessage'];

/** Chooses the view to show on open, by the four rules of the specification, in order. */
export function chooseInitialView(input: {
  hasAdapters: boolean;
  isConnected: boolean;
  manualWCControl: boolean;
  isMobile: boolean;
  requestedView: View | undefined;
}): View {
  if ((!input.hasAdapters && !input.isConnected) || input.manualWCControl) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  }
  if (input.requestedView) return input.requestedView;
  if (input.isConnected) return 'Account';
  return 'Connect';
}

/** Creates the modal controller. `isConnected` tells whether any namespace has a connected address. */
export function createModalController(
  ctx: CoreContext,
  router: () => RouterController,
  isConnected: () => boolean,
): ModalController {
  const { store, clock, options, events } = ctx;
  const get = () => store.get(modalAtom);
  const set = (next: Partial<ModalState>) => store.set(modalAtom, { ...get(), ...next });
  const prefetchTasks = new Set<() => Promise<unknown> | void>();
  let shakeTimer: ReturnType<typeof clock.setTimeout> | undefined;
  let openGeneration = 0;

  const runPrefetch = (generation: number) => {
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
  };

  const controller: ModalController = {
    get,
    open(openOptions = {}) {
      const connected = isConnected();
      const view = chooseInitialView({
        hasAdapters: options.adapters.length > 0,
        isConnected: connected,
        manualWCControl: options.manualWCControl,
        isMobile: ctx.platform.isMobile(),
        requestedView: openOptions.view,
      });
      const data =
        openOptions.view === 'Swap' && view === 'Swap' && openOptions.data ? { swap: openOptions.data } : openOptions.data;
      router().reset(view, view === openOptions.view ? data : undefined);
      openGeneration += 1;
      set({ open: true, loading: prefetchTasks.size > 0, namespace: openOptions.namespace ?? get().namespace });
      events.emit('track', { event: 'MODAL_OPEN', properties: { connected } });
      events.emit('modal:open', { connected });
      if (prefetchTasks.size > 0) runPrefetch(openGeneration);
    },
    close(closeOptions = {}) {
      const { view, transactionStack } = store.get(routerAtom);
      if (controller.isCloseDisabled()) return false;
      if (view === 'ApproveTransaction' && !closeOptions.force) return false;
      const connected = isConnected();
      if (options.enableEmbedded) {
        router().reset(connected ? 'Account' : 'Connect');
        return true;
      }
      if (!get().open) return true;
      set({ open: false, loading: false });
      events.emit('track', { event: 'MODAL_CLOSE', properties: { connected } });
      events.emit('modal:close', { transactionStackEmpty: transactionStack.length === 0 });
      return true;
    },
    isCloseDisabled() {
      const { view } = store.get(routerAtom);
      const siwx = store.get(siwxAtom);
      return SIGN_IN_VIEWS.includes(view) && siwx.required && !siwx.hasSession;
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
  };
  return controller;
}
