'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useConnectConfig } from '@connect-modal/headless/react';
import { findAuthConnector } from './authConnector.js';
import type { EmailAuthConnector, EmailAuthState } from './authConnector.js';

/** The auth connector of the modal's config, when it has one. */
export function useAuthConnector(): EmailAuthConnector | undefined {
  const config = useConnectConfig();
  return useMemo(() => findAuthConnector(config), [config]);
}

const noSubscription = () => () => {};

/** The auth connector's state (frame status, email, user, alert), kept current; undefined without the connector. */
export function useEmailAuthState(): EmailAuthState | undefined {
  const connector = useAuthConnector();
  const subscribe = useMemo(() => (connector ? (listener: () => void) => connector.subscribe(listener) : noSubscription), [connector]);
  const snapshot = useCallback(() => connector?.getState(), [connector]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
