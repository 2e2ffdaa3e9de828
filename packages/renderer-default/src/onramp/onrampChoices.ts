import { OnrampError } from '@connect-modal/headless';
import type { CaipNetwork, GetOnrampOptionsReturnType, OnrampErrorCode } from '@connect-modal/headless';
import type { ErrorText } from '../messages/errorText.js';

/** A provider the visitor can buy through, with its fee in percent when the options give one (`'1.50'`). */
export interface OnrampProviderChoice {
  readonly id: string;
  readonly name: string;
  readonly feePercent: string | undefined;
}

/**
 * The symbols the onramp sells on a network: those of the purchase currencies listing the network's reference
 * (`31337` of `eip155:31337`) under the first service network that names it; empty when it sells nothing there.
 */
export function onrampSymbolsOn(options: GetOnrampOptionsReturnType, network: CaipNetwork): string[] {
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1);
  let serviceNetwork: string | undefined;
  const symbols: string[] = [];
  for (const currency of options.purchaseCurrencies) {
    const match = currency.networks.find((item) => item.chain_id === reference);
    if (!match) continue;
    serviceNetwork ??= match.name;
    if (match.name === serviceNetwork && !symbols.includes(currency.symbol.toUpperCase())) symbols.push(currency.symbol.toUpperCase());
  }
  return symbols;
}

/** The symbol bought: the one chosen while it is sold on the network, else the native currency's, else the first sold. */
export function onrampPurchaseSymbol(symbols: readonly string[], network: CaipNetwork, chosen: string | undefined): string | undefined {
  if (chosen !== undefined && symbols.includes(chosen.toUpperCase())) return chosen.toUpperCase();
  const native = network.nativeCurrency.symbol.toUpperCase();
  return symbols.includes(native) ? native : symbols[0];
}

/** The payment currencies of the options, by id; US dollars alone when the options list none. */
export function onrampPaymentCurrencies(options: GetOnrampOptionsReturnType): string[] {
  const ids = options.paymentCurrencies.map((currency) => currency.id.toUpperCase());
  return ids.length > 0 ? [...new Set(ids)] : ['USD'];
}

/** The providers the options list; none when the service leaves the provider to itself. */
export function onrampProviders(options: GetOnrampOptionsReturnType): OnrampProviderChoice[] {
  return (options.providers ?? []).map((provider) => ({ id: provider.id, name: provider.name, feePercent: provider.feePercent }));
}

/** Refusals that are about the amount typed, shown under the amount field. */
const AMOUNT_CODES: ReadonlySet<OnrampErrorCode> = new Set([
  'ONRAMP_INVALID_AMOUNT',
  'ONRAMP_AMOUNT_BELOW_MINIMUM',
  'ONRAMP_AMOUNT_ABOVE_MAXIMUM',
  'ONRAMP_AMOUNT_TOO_SMALL',
]);

/** Whether a refusal is about the amount (malformed, under the minimum, over the maximum, too small to buy anything). */
export function isOnrampAmountError(error: unknown): boolean {
  return error instanceof OnrampError && AMOUNT_CODES.has(error.code);
}

/**
 * The text a refused quote or page shows, in the modal's language (`text` is `useErrorText()`): the onramp's
 * refusals (`'The minimum is 10.00 USD'`, `'The onramp does not sell on Base'`; a service's own refusal as it
 * sent it), else `unavailable` (a timeout, an unreachable service).
 */
export function onrampErrorMessage(error: Error, text: ErrorText, unavailable: string): string {
  return error instanceof OnrampError ? text(error) : unavailable;
}
