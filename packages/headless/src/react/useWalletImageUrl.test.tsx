// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createConnectConfig, mainnet, memoryStorage } from '@connect-modal/headless';
import { ConnectProvider, useWalletImageUrl } from '@connect-modal/headless/react';

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
  return renderHook(() => useWalletImageUrl(imageId), { wrapper }).result.current;
}

describe('useWalletImageUrl', () => {
  it('renders with a lone high or low surrogate as the image id, which becomes U+FFFD in the URL', () => {
    expect(imageUrl('\ud800')).toMatch(/^https:\/\/dir\.example\/getWalletImage\/%EF%BF%BD\?/);
    expect(imageUrl('a\udc00')).toMatch(/^https:\/\/dir\.example\/getWalletImage\/a%EF%BF%BD\?/);
  });

  it('renders with bidi overrides and 100 KB ids, each kept in one encoded path segment', () => {
    expect(imageUrl('x\u202ey/z')).toMatch(/\/getWalletImage\/x%E2%80%AEy%2Fz\?/);
    const long = imageUrl('\ud800\u202e'.repeat(51_200));
    expect(long?.startsWith('https://dir.example/getWalletImage/%EF%BF%BD%E2%80%AE')).toBe(true);
    expect(new URL(long ?? '').pathname.split('/')).toHaveLength(3);
  });

  it('gives no URL without an id', () => {
    expect(renderHook(() => useWalletImageUrl(null), { wrapper }).result.current).toBeUndefined();
  });
});
