'use client';
import { useMemo } from 'react';
import { getWalletDirectory } from '../services/getWalletDirectory.js';
import { useConnectConfig } from './ConnectProvider.js';

/** URL of a wallet directory image (`image_id` of a wallet entry); undefined without an id. */
export function useWalletImageUrl(imageId: string | null | undefined): string | undefined {
  const config = useConnectConfig();
  return useMemo(
    () => (imageId ? getWalletDirectory(config).walletImageUrl(imageId) : undefined),
    [config, imageId],
  );
}
