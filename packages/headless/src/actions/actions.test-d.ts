import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet, optimism } from '../core/index.js';
import { connect, switchNetwork } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, base] });

describe('actions are typed from the config', () => {
  it('keeps the networks of the config', () => {
    expectTypeOf(config.options.networks[0].id).toEqualTypeOf<1>();
    expectTypeOf(config.options.networks[1].id).toEqualTypeOf<8453>();
    expectTypeOf(mainnet.id).toEqualTypeOf<1>();
    expectTypeOf(mainnet.caipNetworkId).toEqualTypeOf<'eip155:1'>();
  });

  it('switchNetwork takes only a network of the config', () => {
    void switchNetwork(config, { network: base });
    // @ts-expect-error optimism is not among the config's networks
    void switchNetwork(config, { network: optimism });
  });

  it('connect takes a network of the config', () => {
    void connect(config, { connectorId: 'io.wallet', network: mainnet });
    // @ts-expect-error optimism is not among the config's networks
    void connect(config, { connectorId: 'io.wallet', network: optimism });
  });
});
