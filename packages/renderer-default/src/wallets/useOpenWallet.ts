'use client';
import { useCallback } from 'react';
import { useConnectConfig, useConnectors } from '@connect-modal/headless/react';
import { useModalServices } from '../modal/ModalServices.js';
import { openWallet } from './openWallet.js';
import type { WalletListEntry } from './walletTypes.js';

/** What choosing a wallet of a list does in this modal (see {@link openWallet}). */
export function useOpenWallet(): (entry: WalletListEntry) => void {
  const config = useConnectConfig();
  const services = useModalServices();
  const walletConnectId = useConnectors().find((connector) => connector.type === 'WALLET_CONNECT')?.id;
  return useCallback(
    (entry: WalletListEntry) =>
      openWallet(services, entry, {
        walletConnectId,
        // Read on the click, never while rendering: the first render must match a server render.
        mobileList: services.registry.has('AllWallets') && config.options.features.allWallets && config.platform.isMobile(),
      }),
    [config, services, walletConnectId],
  );
}
