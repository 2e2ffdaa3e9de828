import { CONNECT_MODAL_CONNECTOR_TYPE } from '@connect-modal/wagmi';
import { describe, expect, it } from 'vitest';
import { config } from './connect.config';
import { wagmiConfig } from './wagmi.config';

describe('wagmi config', () => {
  it("has the app's EVM networks as its chains, in order, and the modal as its one connector", () => {
    const evm = config.options.networks.filter((network) => network.chainNamespace === 'eip155');
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual(evm.map((network) => Number(network.id)));
    expect(wagmiConfig.chains.map((chain) => chain.name)).toEqual(evm.map((network) => network.name));
    expect(wagmiConfig.connectors.map((connector) => connector.type)).toEqual([CONNECT_MODAL_CONNECTOR_TYPE]);
  });
});
