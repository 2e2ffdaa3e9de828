'use client';
import { getOnrampLimits } from '@connect-modal/headless';
import type { CaipNetwork, GetOnrampOptionsReturnType, OnrampLimits, OnrampPaymentMethod } from '@connect-modal/headless';
import { useNetwork, useOnrampOptions } from '@connect-modal/headless/react';
import type { UseOnrampOptionsReturnType } from '@connect-modal/headless/react';
import { onrampPaymentCurrencies, onrampPurchaseSymbol, onrampSymbolsOn } from './onrampChoices.js';
import { useOnrampDraft } from './onrampDraft.js';
import type { OnrampDraft } from './onrampDraft.js';

/** The Buy form read against the onramp options and the active network. */
export interface OnrampForm {
  readonly network: CaipNetwork | undefined;
  readonly options: UseOnrampOptionsReturnType;
  readonly draft: OnrampDraft;
  update(change: Partial<OnrampDraft>): void;
  reset(): void;
  /** The payment currencies offered, by id. */
  readonly paymentCurrencies: readonly string[];
  /** The chosen payment currency, kept to one the options offer. */
  readonly paymentCurrency: string;
  readonly paymentMethod: OnrampPaymentMethod;
  /** Symbols the onramp sells on the network; empty until the options are in, or when it sells nothing there. */
  readonly symbols: readonly string[];
  /** The symbol bought; undefined while the options load or when nothing is sold on the network. */
  readonly purchaseCurrency: string | undefined;
  /** The options are in and sell nothing on the active network. */
  readonly unsold: boolean;
  /** The fiat limits of the chosen currency and method, for the default provider. */
  readonly limits: OnrampLimits;
}

function offered(options: GetOnrampOptionsReturnType | undefined, chosen: string): { ids: readonly string[]; id: string } {
  const ids = options ? onrampPaymentCurrencies(options) : [chosen];
  return { ids, id: ids.includes(chosen.toUpperCase()) ? chosen.toUpperCase() : (ids[0] ?? 'USD') };
}

/** The Buy form's draft with what the options make of it: currencies, the symbol bought, the limits. */
export function useOnrampForm(): OnrampForm {
  const { network } = useNetwork();
  const options = useOnrampOptions();
  const [draft, update, reset] = useOnrampDraft();
  const { ids, id } = offered(options.data, draft.paymentCurrency);
  const symbols = options.data && network ? onrampSymbolsOn(options.data, network) : [];
  return {
    network,
    options,
    draft,
    update,
    reset,
    paymentCurrencies: ids,
    paymentCurrency: id,
    paymentMethod: draft.paymentMethod,
    symbols,
    purchaseCurrency: network ? onrampPurchaseSymbol(symbols, network, draft.purchaseCurrency) : undefined,
    unsold: options.data !== undefined && symbols.length === 0,
    limits: getOnrampLimits(options.data, { paymentCurrency: id, paymentMethod: draft.paymentMethod }),
  };
}
