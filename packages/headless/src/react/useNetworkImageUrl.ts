'use client';
import { useMemo } from 'react';
import type { CaipNetwork } from '../core/index.js';
import { getWalletDirectory } from '../services/getWalletDirectory.js';
import { useConnectConfig } from './ConnectProvider.js';

/** Image URL of a network: its own `assets.imageUrl`, else the directory's asset image for `assets.imageId`. */
export function useNetworkImageUrl(network: CaipNetwork | undefined): string | undefined {
  const config = useConnectConfig();
  const imageUrl = network?.assets?.imageUrl;
  const imageId = network?.assets?.imageId;
  return useMemo(() => {
    if (imageUrl) return imageUrl;
    return imageId ? getWalletDirectory(config).assetImageUrl(imageId) : undefined;
  }, [config, imageUrl, imageId]);
}
