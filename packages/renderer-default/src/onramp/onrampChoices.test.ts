import { describe, expect, it } from 'vitest';
import { OnrampError, defineNetwork, mainnet, solana } from '@connect-modal/headless';
import { ApiError } from '@connect-modal/headless/services';
import type { GetOnrampOptionsReturnType } from '@connect-modal/headless';
import { en } from '../messages/en.js';
import { errorText } from '../messages/errorText.js';
import type { ErrorText } from '../messages/errorText.js';
import { formatMessage } from '../messages/formatMessage.js';
import { isOnrampAmountError, onrampErrorMessage, onrampPaymentCurrencies, onrampProviders, onrampPurchaseSymbol, onrampSymbolsOn } from './onrampChoices.js';

const devnet = defineNetwork({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

const network = (name: string, chainId: string, contract = '') => ({ name, display_name: name, chain_id: chainId, contract_address: contract });

const OPTIONS: GetOnrampOptionsReturnType = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'eur', payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    { id: 'eth', name: 'Ethereum', symbol: 'ETH', networks: [network('ethereum', '1'), network('devnet-31337', '31337')] },
    { id: 'usdc', name: 'USD Coin', symbol: 'usdc', networks: [network('ethereum', '1', '0xa0b8')] },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')] },
  ],
  providers: [
    { id: 'devramp', name: 'DevRamp', feePercent: '1.50' },
    { id: 'testpay', name: 'TestPay' },
  ],
};

describe('onramp choices read from the options', () => {
  it('lists the symbols sold on a network, upper-cased, and picks the native currency unless another sold one is chosen', () => {
    expect(onrampSymbolsOn(OPTIONS, mainnet)).toEqual(['ETH', 'USDC']);
    expect(onrampSymbolsOn(OPTIONS, devnet)).toEqual(['ETH']);
    expect(onrampSymbolsOn(OPTIONS, solana)).toEqual(['SOL']);
    expect(onrampSymbolsOn({ ...OPTIONS, purchaseCurrencies: [] }, mainnet)).toEqual([]);
    expect(onrampPurchaseSymbol(['ETH', 'USDC'], mainnet, undefined)).toBe('ETH');
    expect(onrampPurchaseSymbol(['ETH', 'USDC'], mainnet, 'usdc')).toBe('USDC');
    expect(onrampPurchaseSymbol(['ETH'], devnet, 'USDC')).toBe('ETH');
    expect(onrampPurchaseSymbol(['USDC'], mainnet, undefined)).toBe('USDC');
    expect(onrampPurchaseSymbol([], mainnet, undefined)).toBeUndefined();
  });

  it('lists payment currencies (US dollars when none) and providers with their fee', () => {
    expect(onrampPaymentCurrencies(OPTIONS)).toEqual(['USD', 'EUR']);
    expect(onrampPaymentCurrencies({ ...OPTIONS, paymentCurrencies: [] })).toEqual(['USD']);
    expect(onrampProviders(OPTIONS)).toEqual([
      { id: 'devramp', name: 'DevRamp', feePercent: '1.50' },
      { id: 'testpay', name: 'TestPay', feePercent: undefined },
    ]);
    const { providers: _providers, ...withoutProviders } = OPTIONS;
    expect(onrampProviders(withoutProviders)).toEqual([]);
  });

  it("keeps the onramp's own refusals and words every other failure as unavailable", () => {
    const below = new OnrampError('ONRAMP_AMOUNT_BELOW_MINIMUM', 'The minimum is 10.00 USD');
    const unsold = new OnrampError('ONRAMP_UNSUPPORTED_NETWORK', 'The onramp does not sell on Base');
    expect(isOnrampAmountError(below)).toBe(true);
    expect(isOnrampAmountError(new OnrampError('ONRAMP_INVALID_AMOUNT', 'Enter an amount'))).toBe(true);
    expect(isOnrampAmountError(unsold)).toBe(false);
    expect(isOnrampAmountError(new Error('The minimum is 10.00 USD'))).toBe(false);
    const english: ErrorText = (error) => errorText(error, (id, values) => formatMessage(en[id], values, 'en'));
    expect(onrampErrorMessage(below, english, 'unavailable')).toBe('The minimum is 10.00 USD');
    expect(onrampErrorMessage(unsold, english, 'unavailable')).toBe('The onramp does not sell on Base');
    expect(onrampErrorMessage(new OnrampError('ONRAMP_UNKNOWN_PROVIDER', 'Unknown onramp provider x'), english, 'unavailable')).toBe('Unknown onramp provider x');
    expect(onrampErrorMessage(new ApiError('API_TIMEOUT', 'Request timed out'), english, 'unavailable')).toBe('unavailable');
  });
});
