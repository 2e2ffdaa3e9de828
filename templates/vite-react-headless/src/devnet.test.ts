import { mainnet } from '@connect-modal/headless';
import { describe, expect, it } from 'vitest';
import { devnetOptions } from './devnet';

describe('devnetOptions', () => {
  it('adds nothing without a devnet', () => {
    expect(devnetOptions([mainnet], '', '')).toEqual({});
  });

  it("pairs WalletConnect through the devnet's relay, without the hosted Verify and telemetry services", () => {
    const options = devnetOptions([mainnet], 'http://127.0.0.1:4300/', 'ws://127.0.0.1:4301');
    expect(options.networks?.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338', 'eip155:1']);
    expect(options.endpoints).toEqual({
      blockchainApi: 'http://127.0.0.1:4300',
      walletDirectory: 'http://127.0.0.1:4300',
      analytics: 'http://127.0.0.1:4300',
      relay: 'ws://127.0.0.1:4301',
    });
    expect(options.connectors?.map((connector) => connector.id)).toEqual(['walletConnect']);
  });

  it('offers no WalletConnect on a devnet whose relay it was not given, so nothing reaches the hosted relay', () => {
    const options = devnetOptions([mainnet], 'http://127.0.0.1:4300/', '');
    expect(options.connectors).toEqual([]);
    expect(options.endpoints).not.toHaveProperty('relay');
  });
});
