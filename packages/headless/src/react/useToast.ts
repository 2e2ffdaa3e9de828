'use client';
import { useMemo } from 'react';
import type { ConnectConfig, ToastState } from '../core/index.js';
import { toastAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useToast. */
export type UseToastParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The toast shown now and the operations to show or hide one. */
export interface UseToastReturnType extends ToastState {
  showLoading(message: string): void;
  showSuccess(message: string): void;
  showError(message: string): void;
  hide(): void;
}

/** The toast of the config (one at a time; a new one replaces the open one after 150 ms). */
export function useToast<config extends ConnectConfig = ResolvedRegister['config']>(parameters: UseToastParameters<config> = {}): UseToastReturnType {
  const config = useConnectConfig(parameters);
  const toast = useStoreValue(toastAtom, config);
  const actions = useMemo(() => {
    const toasts = config._internal.toasts;
    return {
      showLoading: (message: string) => toasts.showLoading(message),
      showSuccess: (message: string) => toasts.showSuccess(message),
      showError: (message: string) => toasts.showError(message),
      hide: () => toasts.hide(),
    };
  }, [config]);
  return { ...toast, ...actions };
}
