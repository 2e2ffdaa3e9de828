import type { CoreContext } from '../context.js';
import { toastAtom } from '../state/atoms.js';
import type { ToastCode, ToastState, ToastVariant } from '../state/types.js';

/**
 * Toast operations. `code` names one of the product's own toasts, so a renderer can word it in the visitor's
 * language; the message is its English text, shown as it is where there is no code.
 */
export interface ToastController {
  get(): ToastState;
  showLoading(message: string, code?: ToastCode): void;
  showSuccess(message: string, code?: ToastCode): void;
  showError(message: string, code?: ToastCode): void;
  hide(): void;
}

/** Delay before a new toast replaces one that is open. */
export const TOAST_SWAP_DELAY_MS = 150;
/** How long success and error toasts stay; loading toasts stay until replaced or hidden. */
export const TOAST_DURATION_MS = 2500;

/** Creates the toast controller. */
export function createToastController(ctx: CoreContext): ToastController {
  const { store, clock } = ctx;
  let pending: ReturnType<typeof clock.setTimeout> | undefined;
  let autoHide: ReturnType<typeof clock.setTimeout> | undefined;

  const clearTimers = () => {
    if (pending !== undefined) clock.clearTimeout(pending);
    if (autoHide !== undefined) clock.clearTimeout(autoHide);
    pending = undefined;
    autoHide = undefined;
  };

  const display = (variant: ToastVariant, message: string, code: ToastCode | undefined) => {
    const previous = store.get(toastAtom);
    store.set(toastAtom, { open: true, message, variant, id: previous.id + 1, ...(code === undefined ? {} : { code }) });
    if (variant !== 'loading') {
      autoHide = clock.setTimeout(() => {
        autoHide = undefined;
        store.set(toastAtom, { ...store.get(toastAtom), open: false });
      }, TOAST_DURATION_MS);
    }
  };

  const show = (variant: ToastVariant, message: string, code: ToastCode | undefined) => {
    const wasOpen = store.get(toastAtom).open || pending !== undefined;
    clearTimers();
    if (!wasOpen) {
      display(variant, message, code);
      return;
    }
    store.set(toastAtom, { ...store.get(toastAtom), open: false });
    pending = clock.setTimeout(() => {
      pending = undefined;
      display(variant, message, code);
    }, TOAST_SWAP_DELAY_MS);
  };

  return {
    get: () => store.get(toastAtom),
    showLoading: (message, code) => show('loading', message, code),
    showSuccess: (message, code) => show('success', message, code),
    showError: (message, code) => show('error', message, code),
    hide() {
      clearTimers();
      store.set(toastAtom, { ...store.get(toastAtom), open: false });
    },
  };
}
