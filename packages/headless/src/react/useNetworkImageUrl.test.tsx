// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage } from '@connect-modal/headless';
import type { CaipNetwork } from '@connect-modal/headless';
import { ConnectProvider, useNetworkImageUrl } from '@connect-modal/headless/react';

const config = createConnectConfig({
  projectId: 'p',
  networks: [mainnet],
  storage: memoryStorage(),
  features: { analytics: false },
  endpoints: { walletDirectory: 'https://dir.example' },
});

function wrapper({ children }: { children: ReactNode }) {
  return <ConnectProvider config={config}>{children}</ConnectProvider>;
}

function imageUrl(imageId: string): string | undefined {
  const network: CaipNetwork = { ...mainnet, assets: { imageId } };
  return renderHook(() => useNetworkImageUrl(network), { wrapper }).result.current;
}

describe('useNetworkImageUrl', () => {
  it('renders with lone high and low surrogates in the image id, sent as U+FFFD', () => {
    expect(imageUrl('\ud800')).toMatch(/^https:\/\/dir\.example\/public\/getAssetImage\/%EF%BF%BD\?/);
    expect(imageUrl('\udc00x')).toMatch(/^https:\/\/dir\.example\/public\/getAssetImage\/%EF%BF%BDx\?/);
  });

  it('renders with bidi overrides and 100 KB ids, each kept in one encoded path segment', () => {
    expect(imageUrl('\u202eabc')).toMatch(/\/getAssetImage\/%E2%80%AEabc\?/);
    const long = imageUrl('a\udc00'.repeat(51_200));
    expect(new URL(long ?? '').pathname.split('/')).toHaveLength(4);
  });

  it('prefers the network’s own image URL', () => {
    const network: CaipNetwork = { ...mainnet, assets: { imageId: '\ud800', imageUrl: 'https://img.example/eth.png' } };
    expect(renderHook(() => useNetworkImageUrl(network), { wrapper }).result.current).toBe('https://img.example/eth.png');
  });
});
