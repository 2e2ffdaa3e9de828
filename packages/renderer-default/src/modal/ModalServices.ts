'use client';
import { createContext, useContext } from 'react';
import type { useConnect } from '@connect-modal/headless/react';
import type { RouterData } from '@connect-modal/headless';
import type { RendererView, ViewRegistry } from './viewRegistry.js';

/** What the modal shares with its views. */
export interface ModalServices {
  readonly registry: ViewRegistry;
  /** Inline in the page: no overlay and no close button. */
  readonly embedded: boolean;
  /** The modal's connect request; it outlives the views, so the connecting view can show its state. */
  readonly connection: ReturnType<typeof useConnect>;
  /** Opens the connecting view for a connector and asks the wallet to connect. */
  connectWallet(connectorId: string): void;
  /** Whether the wallet of a connector was already asked since the modal opened (it is never asked twice by itself). */
  wasAsked(connectorId: string): boolean;
  /** Pushes a view, including feature views the core's router does not name. */
  navigate(view: RendererView, data?: RouterData): void;
}

/** The services of the enclosing modal. */
export const ModalServicesContext = createContext<ModalServices | undefined>(undefined);

/** The services of the enclosing modal; views render only inside one. */
export function useModalServices(): ModalServices {
  const services = useContext(ModalServicesContext);
  if (!services) throw new Error('Views of the connect modal render only inside <ConnectModal>');
  return services;
}
