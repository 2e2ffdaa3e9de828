'use client';
import { useEffect } from 'react';
import type { ConnectConfig } from '@connect-modal/headless';
import { useAccount, useModal } from '@connect-modal/headless/react';

const CONNECT_FLOW = new Set(['Connect', 'AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);

/**
 * Keeps an embedded modal on the right screen when the connection changes without it: a restored or new
 * connection shows Account, a lost one shows Connect (the screens the core's close rule picks).
 */
export function useEmbeddedRouting(config: ConnectConfig, enabled: boolean): void {
  const account = useAccount();
  const { view } = useModal();
  useEffect(() => {
    if (!enabled) return;
    if (account.isConnected && CONNECT_FLOW.has(view)) config.router.reset('Account');
    else if (account.isDisconnected && view === 'Account') config.router.reset('Connect');
  }, [config, enabled, account.isConnected, account.isDisconnected, view]);
}
