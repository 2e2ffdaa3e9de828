'use client';
import { useMemo } from 'react';
import type { OpenOptions } from '../core/index.js';
import { modalAtom, routerAtom, siwxAtom } from '../core/index.js';
import { useConnectConfig } from './ConnectProvider.js';
import { useStoreValue } from './useStoreValue.js';

/** The modal's state and its operations. */
export function useModal() {
  const config = useConnectConfig();
  const modal = useStoreValue(modalAtom);
  const router = useStoreValue(routerAtom);
  useStoreValue(siwxAtom);
  const actions = useMemo(
    () => ({
      open: (options?: OpenOptions) => config.modal.open(options),
      close: (options?: { force?: boolean }) => config.modal.close(options),
      push: config.router.push,
      goBack: config.router.goBack,
      replace: config.router.replace,
    }),
    [config],
  );
  return {
    ...actions,
    isOpen: modal.open,
    loading: modal.loading,
    shake: modal.shake,
    view: router.view,
    stack: router.history,
    data: router.data,
    direction: router.direction,
    isCloseDisabled: config.modal.isCloseDisabled(),
  };
}
