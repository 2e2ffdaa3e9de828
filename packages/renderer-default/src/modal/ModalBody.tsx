'use client';
import { useConnectConfig } from '@connect-modal/headless/react';
import { ModalServicesContext } from './ModalServices.js';
import { ViewHost } from './ViewHost.js';
import type { ViewHostProps } from './ViewHost.js';
import { useConnectionServices } from './useConnectionServices.js';
import type { ViewRegistry } from './viewRegistry.js';

/** Props of ModalBody. */
export interface ModalBodyProps extends ViewHostProps {
  registry: ViewRegistry;
  embedded: boolean;
  isOpen: boolean;
}

/**
 * The modal's body: the views and what they share (the connect request, navigation). Loaded apart from the
 * dialog's frame, with the first view, since the query layer the connect request runs on comes with it.
 */
export function ModalBody({ registry, embedded, isOpen, ...host }: ModalBodyProps) {
  const config = useConnectConfig();
  const services = useConnectionServices(config, registry, embedded, isOpen);
  return (
    <ModalServicesContext.Provider value={services}>
      <ViewHost {...host} />
    </ModalServicesContext.Provider>
  );
}
