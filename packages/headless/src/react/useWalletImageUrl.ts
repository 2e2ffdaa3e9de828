'use client';
import { useMemo } from 'react';
import { getDataServices } from '../services/getDataServices.js';
import { useConnectConfig } from './ConnectProvider.js';

/** URL of a wallet directory image (`image_id` of a wallet entry); undefined without an id. */
export function useWalletImageUrl(imageId: string | null | undefined): string | undefined {
  const config = useConnectConfig();
  return useMemo(
    () => (imageId ? getDataServices(config).directory.walletImageUrl(imageId) : undefined),
    [config, imageId],
  );
}
