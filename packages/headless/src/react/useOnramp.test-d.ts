import { describe, expectTypeOf, it } from 'vitest';
import { getOnrampOptions, getOnrampQuote, getOnrampUrl } from '../actions/index.js';
import type { GetOnrampUrlReturnType, OnrampErrorCode, OnrampLimits } from '../actions/index.js';
import { createConnectConfig, mainnet, solana } from '../core/index.js';
import type { OnrampOptions, OnrampQuote } from '../services/index.js';
import { useOnramp, useOnrampOptions, useOnrampQuote } from './index.js';

const config = createConnectConfig({ projectId: 'p', networks: [mainnet, solana], features: { onramp: true } });

describe('onramp actions and hooks: amounts in and out are decimal strings', () => {
  it('actions take the config first and exact strings', () => {
    expectTypeOf(getOnrampOptions(config)).resolves.toEqualTypeOf<OnrampOptions>();
    expectTypeOf(getOnrampQuote(config, { amount: '100.00', paymentMethod: 'bank' })).resolves.toEqualTypeOf<OnrampQuote>();
    expectTypeOf(getOnrampQuote(config, { amount: '1' })).resolves.toHaveProperty('purchaseAmount').toEqualTypeOf<{ amount: string; currency: string }>();
    // @ts-expect-error amounts are decimal strings, never numbers
    void getOnrampQuote(config, { amount: 100 });
    // @ts-expect-error the payment methods are card and bank
    void getOnrampQuote(config, { amount: '100', paymentMethod: 'cash' });
    // @ts-expect-error a network is a CAIP-2 id
    void getOnrampUrl(config, { caipNetworkId: '1' });
    expectTypeOf(getOnrampUrl(config, { cryptoAmount: '0.05', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).resolves.toEqualTypeOf<GetOnrampUrlReturnType>();
    expectTypeOf<GetOnrampUrlReturnType['url']>().toEqualTypeOf<string>();
    expectTypeOf<OnrampLimits>().toEqualTypeOf<{ readonly min: string; readonly max: string }>();
    expectTypeOf<'ONRAMP_DISABLED'>().toExtend<OnrampErrorCode>();
  });

  it('useOnrampOptions and useOnrampQuote are queries, select typing their data', () => {
    expectTypeOf(useOnrampOptions({ config }).data).toEqualTypeOf<OnrampOptions | undefined>();
    const limits = useOnrampOptions({ config, query: { select: (options) => options.paymentCurrencies.length } });
    expectTypeOf(limits.data).toEqualTypeOf<number | undefined>();
    expectTypeOf(useOnrampQuote({ config, amount: '100' }).data).toEqualTypeOf<OnrampQuote | undefined>();
    const bought = useOnrampQuote({ config, amount: '100', query: { select: (quote) => quote.purchaseAmount.amount } });
    expectTypeOf(bought.data).toEqualTypeOf<string | undefined>();
    // @ts-expect-error amounts are decimal strings
    useOnrampQuote({ config, amount: 100 });
  });

  it('useOnramp is a mutation giving the page URL', () => {
    const { getOnrampUrl: start, getOnrampUrlAsync, data } = useOnramp({ config, mutation: { onSuccess: (result) => expectTypeOf(result.url).toEqualTypeOf<string>() } });
    start({ amount: '100.00' });
    start({});
    // @ts-expect-error amounts are decimal strings
    start({ amount: 100 });
    expectTypeOf(getOnrampUrlAsync).returns.resolves.toEqualTypeOf<GetOnrampUrlReturnType>();
    expectTypeOf(data).toEqualTypeOf<GetOnrampUrlReturnType | undefined>();
  });
});
