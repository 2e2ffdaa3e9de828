'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { SwapError, pushTransactionStack, swap } from '@connect-modal/headless';
import type { ConnectConfig, SwapApproval, SwapQuote, SwapReturnType, SwapStep } from '@connect-modal/headless';
import { useConnectConfig } from '@connect-modal/headless/react';
import { createValueStore, perConfig } from '../state/configStore.js';
import { EMPTY_SWAP_DRAFT, swapDraftStore } from './swapDraft.js';

/** The swap the modal runs: idle, under way (with its step), done, or failed. */
export type SwapRun =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly quote: SwapQuote; readonly step: SwapStep | undefined }
  | { readonly status: 'success'; readonly quote: SwapQuote; readonly data: SwapReturnType }
  | { readonly status: 'error'; readonly quote: SwapQuote; readonly error: Error };

/** The arguments the ApproveTransaction view is shown with: what the approval grants. */
export interface ApproveTransactionData {
  readonly approval: SwapApproval;
}

const IDLE: SwapRun = { status: 'idle' };

const runStore = perConfig(() => createValueStore<SwapRun>(IDLE));

/**
 * Shows the approval on the ApproveTransaction view and waits for the visitor: Approve resolves, Cancel, going back
 * or a forced close rejects with `SWAP_APPROVAL_DECLINED`, before anything is asked of the wallet.
 */
export function confirmApprovalInModal(config: ConnectConfig, approval: SwapApproval): Promise<void> {
  return new Promise((resolve, reject) => {
    const data: ApproveTransactionData = { approval };
    pushTransactionStack(config, {
      view: 'ApproveTransaction',
      data: { ...data },
      goBack: true,
      onSuccess: resolve,
      onCancel: () => reject(new SwapError('SWAP_APPROVAL_DECLINED', 'The approval was declined')),
    });
  });
}

/**
 * Starts a swap of a quote, unless one is under way, and keeps its progress in a store of the config, so that it
 * outlives the views it moves between (SwapPreview, ApproveTransaction, SwapPreview again). Once swapped, the form
 * is emptied.
 */
export function startSwapRun(config: ConnectConfig, quote: SwapQuote): void {
  const store = runStore(config);
  if (store.get().status === 'pending') return;
  store.set({ status: 'pending', quote, step: undefined });
  swap(config, {
    quote,
    onStep: (step) => store.set({ status: 'pending', quote, step }),
    confirmApproval: (approval) => confirmApprovalInModal(config, approval),
  }).then(
    (data) => {
      // Swapped: the form starts empty next time.
      swapDraftStore(config).set(EMPTY_SWAP_DRAFT);
      store.set({ status: 'success', quote, data });
    },
    (error: unknown) => store.set({ status: 'error', quote, error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

/** The modal's swap: its state, a start that ignores repeats while one runs, and a clear of a finished one. */
export function useSwapRun(): { readonly run: SwapRun; readonly start: (quote: SwapQuote) => void; readonly clear: () => void } {
  const config = useConnectConfig();
  const store = runStore(config);
  const run = useSyncExternalStore(store.subscribe, store.get, () => IDLE);
  const start = useCallback((quote: SwapQuote) => startSwapRun(config, quote), [config]);
  const clear = useCallback(() => {
    if (store.get().status !== 'pending') store.set(IDLE);
  }, [store]);
  return { run, start, clear };
}
