'use client';
import type { ConnectConfig } from '@connect-modal/headless';
import { ConnectProvider } from '@connect-modal/headless/react';
import { ConnectModal } from '../modal/ConnectModal.js';

/** The React tree a `<connect-modal>` element renders: its own provider and the modal, portalled into the element. */
export function ElementApp({ config, container }: { config: ConnectConfig; container: HTMLElement }) {
  return (
    <ConnectProvider config={config}>
      <ConnectModal container={container} />
    </ConnectProvider>
  );
}
