// @vitest-environment happy-dom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAIRING_LIFETIME_MS, createConnectConfig, createManualClock, defineNetwork, memoryStorage } from '../core/index.js';
import type { ConnectConfigOptions } from '../core/index.js';
import { createEip155Adapter } from '../eip155/index.js';
import { createWalletConnectConnector } from '../walletconnect/createWalletConnectConnector.js';
import type { SignClientModule } from '../walletconnect/createWalletConnectConnector.js';
import { ConnectProvider } from './ConnectProvider.js';
import { useWalletConnectPairing } from './useWalletConnectPairing.js';
import type { UseWalletConnectPairingReturnType } from './useWalletConnectPairing.js';

const network = defineNetwork({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
});
const URI = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1800000240`;

/** A sign client whose connect makes one URI that no wallet ever answers. */
function setup(options: Partial<ConnectConfigOptions> = {}) {
  const connect = vi.fn(async () => ({ uri: URI, approval: () => new Promise(() => {}) }));
  const client = {
    core: { verify: {}, heartbeat: { stop: vi.fn() }, relayer: { transportClose: vi.fn(async () => {}) } },
    session: { getAll: () => [], get: () => undefined },
    on: vi.fn(),
    off: vi.fn(),
    connect,
    request: vi.fn(),
    disconnect: vi.fn(async () => {}),
  };
  const module = { SignClient: { init: async () => client } } as unknown as SignClientModule;
  const clock = createManualClock(1_800_000_000_000);
  const config = createConnectConfig({
    projectId: 'a'.repeat(32),
    networks: [network],
    adapters: [createEip155Adapter({ eip6963: false, legacyInjected: false })],
    connectors: [createWalletConnectConnector({ verify: false, telemetry: false, loadSignClient: async () => module })],
    storage: memoryStorage(),
    clock,
    features: { analytics: false },
    ...options,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ConnectProvider config={config}>{children}</ConnectProvider>
    </StrictMode>
  );
  return { config, clock, connect, wrapper };
}

describe('useWalletConnectPairing', () => {
  it('asks for one URI on mount, in spite of the development double mount, and abandons it on unmount', async () => {
    const { config, clock, connect, wrapper: Wrapper } = setup();
    const result: { current?: UseWalletConnectPairingReturnType } = {};
    function Probe() {
      result.current = useWalletConnectPairing();
      return null;
    }
    // Mounted once the provider has started the config, as a wallet view is: the connector is there at once.
    const view = render(<Wrapper>{null}</Wrapper>);
    await waitFor(() => expect(config._internal.connectors().some((connector) => connector.type === 'WALLET_CONNECT')).toBe(true));
    view.rerender(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    await waitFor(() => expect(result.current?.status).toBe('ready'));
    expect(result.current).toMatchObject({ uri: URI, expiresAt: clock.now() + PAIRING_LIFETIME_MS, renewals: 0, linking: undefined, error: undefined });
    expect(connect).toHaveBeenCalledTimes(1);

    view.rerender(<Wrapper>{null}</Wrapper>);
    await waitFor(() => expect(config._internal.connection.get().wcUri).toBeUndefined());
    expect(connect).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('under manual control asks for nothing and shows the URI the app sets', async () => {
    const { config, clock, connect, wrapper } = setup({ manualWCControl: true });
    const { result } = renderHook(() => useWalletConnectPairing(), { wrapper });
    expect(result.current.status).toBe('manual');
    config._internal.connection.update({ wcUri: URI, wcPairingExpiry: clock.now() + PAIRING_LIFETIME_MS });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', uri: URI }));
    const [link] = result.current.linksFor({ id: 'rainbow', name: 'Rainbow', desktop_link: 'rainbow-desktop://' }, false);
    expect(link?.href).toBe(`rainbow-desktop://wc?uri=${encodeURIComponent(URI)}`);
    expect(connect).not.toHaveBeenCalled();
  });
});
