'use client';
import { useMemo } from 'react';
import type { ToastState } from '../core/index.js';
import { toastAtom } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useStoreValue } from './useStoreValue.js';

/** The toast shown now and the operations to show or hide one. */
export interface UseToastResult extends ToastState {
  showLoading(message: string): void;
  showSuccess(message: string): void;
  showError(message: string): void;
  hide(): void;
}

/** The toast of the config (one at a time; a new one replaces the open one after 150 ms). */
export function useToast(): UseToastResult {
  const config = useConnectConfig();
  const toast = useStoreValue(toastAtom);
  const actions = useMemo(
    () => ({
      showLoading: (message: string) => config.toasts.showLoading(message),
      showSuccess: (message: string) => config.toasts.showSuccess(message),
      showError: (message: string) => config.toasts.showError(message),
      hide: () => config.toasts.hide(),
    }),
    [config],
  );
  return { ...toast, ...actions };
}
