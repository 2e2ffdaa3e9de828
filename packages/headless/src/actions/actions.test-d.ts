import { describe, expectTypeOf, it } from 'vitest';
import { base, createConnectConfig, mainnet, optimism } from '../core/index.js';
import type { TransactionAction } from '../core/index.js';
import { connect, getTransactionStack, popTransactionStack, pushTransactionStack, switchNetwork } from './index.js';
import type { SwapApproval, SwapParameters } from './index.js';

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

describe('the transaction stack', () => {
  it('takes a view of the modal or null, and pops with a result', () => {
    const action = { view: 'ApproveTransaction' as const, data: { approval: 1 }, goBack: true, onSuccess: () => {} };
    pushTransactionStack(config, action);
    pushTransactionStack(config, { view: null });
    // @ts-expect-error not a view of the modal
    pushTransactionStack(config, { view: 'Checkout' });
    popTransactionStack(config, 'success', action);
    popTransactionStack(config, 'cancel');
    // @ts-expect-error not a result
    popTransactionStack(config, 'done');
    expectTypeOf(getTransactionStack(config)).toEqualTypeOf<readonly TransactionAction[]>();
  });

  it('swap asks for an approval with what it grants', () => {
    expectTypeOf<SwapParameters['confirmApproval']>().toEqualTypeOf<((approval: SwapApproval) => Promise<void>) | undefined>();
    expectTypeOf<SwapApproval['amount']>().toEqualTypeOf<bigint>();
    expectTypeOf<SwapApproval['spender']>().toEqualTypeOf<`0x${string}`>();
  });
});
