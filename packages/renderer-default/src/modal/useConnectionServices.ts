'use client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { pushView } from '@connect-modal/headless';
import type { ConnectConfig, RouterData } from '@connect-modal/headless';
import { useConnect } from '@connect-modal/headless/react';
import type { ModalServices } from './ModalServices.js';
import type { RendererView, ViewRegistry } from './viewRegistry.js';

/** The services a modal gives its views, over one config. */
export function useConnectionServices(config: ConnectConfig, registry: ViewRegistry, embedded: boolean, isOpen: boolean): ModalServices {
  const connection = useConnect();
  const { connect, reset } = connection;
  // Kept in a ref, not state: a view that mounts in the same render as the request must already see it.
  const asked = useRef(new Set<string>());

  // A closed modal forgets the last attempt, so the next opening starts clean.
  useEffect(() => {
    if (isOpen || embedded) return;
    reset();
    asked.current.clear();
  }, [isOpen, embedded, reset]);

  const wasAsked = useCallback((connectorId: string) => asked.current.has(connectorId), []);

  const navigate = useCallback(
    (view: RendererView, data?: RouterData) => {
      pushView(config, view, data);
    },
    [config],
  );

  const connectWallet = useCallback(
    (connectorId: string) => {
      asked.current.add(connectorId);
      pushView(config, 'ConnectingExternal', { connectorId });
      connect({ connectorId });
    },
    [config, connect],
  );

  return useMemo(
    () => ({ registry, embedded, connection, connectWallet, wasAsked, navigate }),
    [registry, embedded, connection, connectWallet, wasAsked, navigate],
  );
}
