'use client';
import { useCallback } from 'react';
import { useModalServices } from '../modal/ModalServices.js';

/**
 * Whether the modal's connect request is waiting for the wallet of a connector. Its rows and tiles are disabled
 * meanwhile: choosing the wallet again would not ask it twice (the core joins the pending request), but it must
 * not look as if it could.
 */
export function useConnectingWallet(): (connectorId: string) => boolean {
  const { connection } = useModalServices();
  const pendingId = connection.isPending ? connection.variables?.connectorId : undefined;
  return useCallback((connectorId: string) => pendingId !== undefined && connectorId === pendingId, [pendingId]);
}
