'use client';
import { useMemo } from 'react';
import { closeModal, goBack, openModal, pushView, shakeModal } from '../actions/index.js';
import type { ConnectConfig, OpenOptions, RouterData, View } from '../core/index.js';
import { modalAtom, routerAtom, siwxAtom } from '../core/state/atoms.js';
import { useConnectConfig } from './ConnectProvider.js';
import type { ConfigParameter, ResolvedRegister } from './types.js';
import { useStoreValue } from './useStoreValue.js';

/** Parameters of useModal. */
export type UseModalParameters<config extends ConnectConfig = ConnectConfig> = ConfigParameter<config>;

/** The modal's state (open, view, stack, ...) and its operations. */
export interface UseModalReturnType {
  open(options?: OpenOptions): void;
  /** Closes the modal; false when closing is refused. */
  close(options?: { force?: boolean }): boolean;
  push(view: View, data?: RouterData): void;
  goBack(): void;
  shake(): void;
  readonly isOpen: boolean;
  readonly loading: boolean;
  readonly shaking: boolean;
  readonly view: View;
  readonly stack: readonly View[];
  readonly data: RouterData | undefined;
  readonly direction: 'next' | 'prev';
  readonly isCloseDisabled: boolean;
}

/** The modal's state and its operations (the actions `openModal`, `closeModal`, `pushView`, `goBack`). */
export function useModal<config extends ConnectConfig = ResolvedRegister['config']>(
  parameters: UseModalParameters<config> = {},
): UseModalReturnType {
  const config = useConnectConfig(parameters);
  const modal = useStoreValue(modalAtom, config);
  const router = useStoreValue(routerAtom, config);
  // Close rules read the sign-in state: a change there must re-render.
  useStoreValue(siwxAtom, config);
  const actions = useMemo(
    () => ({
      open: (options?: OpenOptions) => openModal(config, options),
      close: (options?: { force?: boolean }) => closeModal(config, options),
      push: (view: View, data?: RouterData) => pushView(config, view, data),
      goBack: () => goBack(config),
      shake: () => shakeModal(config),
    }),
    [config],
  );
  return {
    ...actions,
    isOpen: modal.open,
    loading: modal.loading,
    shaking: modal.shake,
    view: router.view,
    stack: router.history,
    data: router.data,
    direction: router.direction,
    isCloseDisabled: config._internal.modal.isCloseDisabled(),
  };
}
